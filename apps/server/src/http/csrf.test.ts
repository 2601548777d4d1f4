import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { createImageFile } from '../db/factories/files.ts';
import { sendMail } from '../modules/mail/send.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { anonymous, loginAs, type TestClient } from '../test/client.ts';
import { fillPath, routeKey } from '../test/routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const writes = () => t.app.routeTable.filter((route) => route.method !== 'GET');
const expectCsrfFailure = (response: { statusCode: number; json(): { detail?: string } }) => {
  expect(response.statusCode).toBe(403);
  expect(response.json().detail).toMatch(/^CSRF Failed/);
};

/** Every table's row count and content hash: what "state" means for the GET check. */
async function databaseState(): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    t.app.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const state: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number; digest: string | null }>(
      t.app.db,
      sql`select count(*)::int as n, md5(string_agg(x::text, ',' order by x::text)) as digest
          from ${sql.identifier(name)} x`,
    );
    state[name] = `${row?.n}:${row?.digest}`;
  }
  return state;
}

describe('every write route', () => {
  it('exists: the route table has writes to check', () => {
    expect(writes().map(routeKey)).toEqual(
      expect.arrayContaining(['POST /api/auth/login/', 'POST /api/documents/']),
    );
  });

  it.each(['a signed-in', 'an anonymous'])(
    'refuses %s caller without a token, with a wrong one, or another session’s',
    async (who) => {
      const client = who === 'a signed-in' ? (await loginAs(t.app, 'admin')).client : anonymous(t.app);
      await client.get('/api/health');
      const other = (await loginAs(t.app, 'admin')).client;
      const othersToken = other.csrfToken as string;
      for (const route of writes()) {
        const url = fillPath(route.url);
        const method = route.method as 'POST';
        const label = `${routeKey(route)} (${who})`;

        const missing = await client.request(method, url, {}, { csrf: false });
        expect(missing.statusCode, label).toBe(403);
        expect(missing.json().detail, label).toBe('CSRF Failed: CSRF token missing.');

        const wrong = await client.request(method, url, {}, { csrf: 'not-a-token' });
        expect(wrong.statusCode, label).toBe(403);
        expect(wrong.json().detail, label).toBe('CSRF Failed: CSRF token incorrect.');

        // Another session's token, in both the cookie and the header, as a stolen pair would be.
        const own = client.csrfToken as string;
        client.cookies.set('csrftoken', othersToken);
        const stolen = await client.request(method, url, {}, { csrf: othersToken });
        expect(stolen.statusCode, label).toBe(403);
        expect(stolen.json().detail, label).toBe('CSRF Failed: CSRF token incorrect.');
        client.cookies.set('csrftoken', own);
      }
    },
  );

  it('refuses a header without the cookie', async () => {
    const { client } = await loginAs(t.app, 'developer');
    const token = client.csrfToken as string;
    client.cookies.delete('csrftoken');
    const response = await client.request('POST', '/api/auth/logout/', {}, { csrf: token });
    expectCsrfFailure(response);
    expect((await client.get('/api/auth/verify/')).statusCode).toBe(200);
  });

  it('checks writes whatever the spelling of the URL', async () => {
    const { client } = await loginAs(t.app, 'developer');
    expectCsrfFailure(await client.request('POST', '/%61pi/auth/logout/', {}, { csrf: false }));
    expect((await client.get('/api/auth/verify/')).statusCode).toBe(200);
  });
});

describe('GET routes', () => {
  it('never change state, signed in or not', async () => {
    const { client, user } = await loginAs(t.app, 'admin');
    const fileId = await createImageFile(t.app.db, user.id, 'a.png', t.app.fileStore);
    const mail = await sendMail(t.app, { to: 'x@example.test', subject: 'S', text: 'T', template: 'test' });
    const params = { id: 0 };
    const before = await databaseState();
    for (const caller of [client, anonymous(t.app)]) {
      for (const route of t.app.routeTable.filter((r) => r.method === 'GET')) {
        params.id = route.url.startsWith('/api/files/') ? fileId : mail.id;
        for (let i = 0; i < 2; i++) await caller.get(fillPath(route.url, params));
      }
    }
    expect(await databaseState()).toEqual(before);
  });
});

describe('token rotation', () => {
  const freshAnonymous = async (): Promise<TestClient> => {
    const client = anonymous(t.app);
    await client.get('/api/health');
    return client;
  };

  it('gives a new token at login, and the anonymous one stops working', async () => {
    const { user } = await loginAs(t.app, 'client');
    const client = await freshAnonymous();
    const anonymousToken = client.csrfToken as string;
    expect((await client.login(user.email, 'test-password')).statusCode).toBe(200);
    const sessionToken = client.csrfToken as string;
    expect(sessionToken).toBeTruthy();
    expect(sessionToken).not.toBe(anonymousToken);

    client.cookies.set('csrftoken', anonymousToken);
    expectCsrfFailure(await client.request('POST', '/api/auth/logout/', {}, { csrf: anonymousToken }));
    client.cookies.set('csrftoken', sessionToken);
    expect((await client.post('/api/auth/logout/')).statusCode).toBe(200);
  });

  it('gives a new token at logout, and the session’s one stops working', async () => {
    const { client } = await loginAs(t.app, 'developer');
    const sessionToken = client.csrfToken as string;
    expect((await client.post('/api/auth/logout/')).statusCode).toBe(200);
    const after = client.csrfToken as string;
    expect(after).toBeTruthy();
    expect(after).not.toBe(sessionToken);

    client.cookies.set('csrftoken', sessionToken);
    const replay = await client.request(
      'POST',
      '/api/auth/login/',
      { email: 'a@b.test', password: 'x' },
      {
        csrf: sessionToken,
      },
    );
    expectCsrfFailure(replay);
  });

  it('replaces a cookie that does not verify on the next response', async () => {
    const client = await freshAnonymous();
    client.cookies.set('csrftoken', 'forged.value');
    const response = await client.get('/api/health');
    const issued = response.cookies.find((cookie) => cookie.name === 'csrftoken');
    expect(issued?.value).toBeTruthy();
    expect(issued?.value).not.toBe('forged.value');
    expect(issued).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(issued?.httpOnly, 'the page reads this cookie').toBeFalsy();
  });
});
