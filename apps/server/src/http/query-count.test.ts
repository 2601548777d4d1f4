import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageFile } from '../db/factories/files.ts';
import { sendMail } from '../modules/mail/send.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { anonymous, loginAs, type TestClient } from '../test/client.ts';

/** docs/quality.md, Query count: bounded per request, independent of the page size (no N+1). */
const MAX_STATEMENTS = 4;

let t: TestApp;
let admin: TestClient;
let fileId: number;
beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await loginAs(t.app, 'admin');
  admin = signedIn.client;
  fileId = await createImageFile(t.app.db, signedIn.user.id, 'a.png', t.app.fileStore);
  for (let n = 0; n < 30; n++) {
    await sendMail(t.app, { to: `p${n}@example.test`, subject: `S${n}`, text: 'T', template: 'test' });
  }
});
afterAll(() => t.close());

async function statementsFor(client: TestClient, url: string): Promise<string[]> {
  const { result, statements } = await t.queries.count(() => client.get(url));
  expect(result.statusCode, `${url}: ${result.body.slice(0, 200)}`).toBe(200);
  return statements;
}

describe('statements per request', () => {
  it('counts what runs (the recorder sees queries)', async () => {
    expect((await statementsFor(admin, '/api/auth/verify/')).length).toBeGreaterThan(0);
  });

  it.each(['/api/auth/verify/', '/api/auth/verify', '/api/health'])('GET %s runs at most 4', async (url) => {
    const statements = await statementsFor(admin, url);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(MAX_STATEMENTS);
  });

  it('GET mail/outbox/{id}/ and files/{id}/download/ run at most 4', async () => {
    const mailId: number = (await admin.get('/api/mail/outbox/?page_size=1')).json().results[0].id;
    for (const url of [`/api/mail/outbox/${mailId}/`, `/api/files/${fileId}/download/`]) {
      const statements = await statementsFor(admin, url);
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(MAX_STATEMENTS);
    }
  });

  it.each([
    ['/api/skills/', ''],
    ['/api/skills/', 'search=java&type=language&'],
    ['/api/mail/outbox/', ''],
  ])('GET %s?%spage_size= runs the same few statements for 1 row and for 200', async (path, filters) => {
    const one = await statementsFor(admin, `${path}?${filters}page_size=1`);
    const many = await statementsFor(admin, `${path}?${filters}page_size=200`);
    expect(many.length, many.join('\n')).toBeLessThanOrEqual(MAX_STATEMENTS);
    expect(many.length).toBe(one.length);
  });

  it('GET countries/ needs no database at all when signed out', async () => {
    expect(await statementsFor(anonymous(t.app), '/api/countries/')).toEqual([]);
  });
});
