import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, type TestClient } from '../../test/client.ts';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Listed {
  id: string;
  device: string;
  ip: string | null;
  created_at: string;
  last_used_at: string;
  current: boolean;
}
const list = async (client: TestClient) =>
  (await client.get('/api/me/sessions/')).json() as { count: number; results: Listed[] };

async function secondDevice(email: string): Promise<TestClient> {
  const other = anonymous(t.app);
  const response = await other.login(email, 'test-password', {
    headers: { 'user-agent': FIREFOX_WINDOWS },
    remoteAddress: '198.51.100.7',
  });
  expect(response.statusCode).toBe(200);
  return other;
}

describe('active sessions', () => {
  it('lists where one is signed in: device, IP, last use, the current one marked; nobody else’s', async () => {
    const { user } = await loginAs(t.app, 'developer');
    const here = anonymous(t.app);
    await here.login(user.email, 'test-password', { headers: { 'user-agent': CHROME_LINUX } });
    await secondDevice(user.email);
    const { client: stranger } = await loginAs(t.app, 'client');

    const page = await list(here);
    expect(page.count).toBe(3);
    const current = page.results.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ device: 'Chrome on Linux', ip: '127.0.0.1' });
    expect(page.results.find((s) => s.device === 'Firefox on Windows')).toMatchObject({
      ip: '198.51.100.7',
      current: false,
    });
    for (const s of page.results) {
      expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(s.last_used_at)).toBeGreaterThan(Date.now() - 60_000);
    }
    const [stored] = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id)).limit(1);
    expect(page.results.map((s) => s.id)).not.toContain(stored?.id);
    expect((await list(stranger)).count).toBe(1);
  });

  it('records the last use at most once a minute, with its address', async () => {
    const { client, user } = await loginAs(t.app, 'designer');
    const read = async () => (await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0];
    const before = await read();
    const { statements } = await t.queries.count(() =>
      client.get('/api/me/two-factor/', { remoteAddress: '203.0.113.9' }),
    );
    expect(statements.filter((s) => s.startsWith('update "sessions"'))).toEqual([]);
    expect((await read())?.lastSeenAt).toEqual(before?.lastSeenAt);

    await t.app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 120_000) })
      .where(eq(sessions.userId, user.id));
    const touched = await t.queries.count(() =>
      client.get('/api/me/two-factor/', { remoteAddress: '203.0.113.9' }),
    );
    expect(touched.statements.filter((s) => s.startsWith('update "sessions"'))).toHaveLength(1);
    const after = await read();
    expect(after?.ip).toBe('203.0.113.9');
    expect(after?.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('signs out other sessions at once and keeps this one', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const other = await secondDevice(user.email);
    const third = await secondDevice(user.email);
    const response = await client.post('/api/me/sessions/sign-out-others/');
    expect(response.statusCode).toBe(200);
    expect(response.json().ended).toBe(2);
    expect((await other.get('/api/auth/verify/')).statusCode).toBe(401);
    expect((await third.get('/api/auth/verify/')).statusCode).toBe(401);
    expect((await client.get('/api/auth/verify/')).statusCode).toBe(200);
    expect((await list(client)).count).toBe(1);
  });

  it('signs out one session; another person’s id is 404; ending the current one signs out', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const other = await secondDevice(user.email);
    const { client: stranger } = await loginAs(t.app, 'developer');
    const theirs = (await list(other)).results.find((s) => s.current)?.id as string;

    expect((await stranger.delete(`/api/me/sessions/${theirs}/`)).statusCode).toBe(404);
    expect((await other.get('/api/auth/verify/')).statusCode).toBe(200);
    expect((await client.delete(`/api/me/sessions/${theirs}/`)).statusCode).toBe(204);
    expect((await other.get('/api/auth/verify/')).statusCode).toBe(401);
    expect((await client.delete('/api/me/sessions/not-a-uuid/')).statusCode).toBe(404);

    const mine = (await list(client)).results.find((s) => s.current)?.id as string;
    const self = await client.delete(`/api/me/sessions/${mine}/`);
    expect(self.statusCode).toBe(204);
    expect(client.cookies.has('sessionid')).toBe(false);
    expect((await client.get('/api/auth/verify/')).statusCode).toBe(401);
  });
});
