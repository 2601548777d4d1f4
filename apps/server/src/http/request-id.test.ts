import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLog } from '../db/schema/index.ts';
import { recordAudit } from '../modules/audit/repository.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { anonymous, loginAs } from '../test/client.ts';

/** Test-only routes: one that writes an audit row without naming its request, one that logs through `app.log`. */
function addRoutes(app: FastifyInstance) {
  app.post(
    '/api/test/audit/',
    { config: { access: 'public' }, schema: { body: z.object({ target: z.number().int() }) } },
    async (request) => {
      await recordAudit(app.db, {
        actorId: null,
        action: 'test.request_id',
        targetType: 'test',
        targetId: (request.body as { target: number }).target,
      });
      return {};
    },
  );
  app.get('/api/test/log/', { config: { access: 'public' } }, async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    app.log.warn('logged through the app logger');
    return {};
  });
}

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, addRoutes, {
    logStream: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(() => t.close());

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the request id', () => {
  it('is on every answer, and every `{ detail }` error names it', async () => {
    const client = anonymous(t.app);
    const answers = await Promise.all([
      client.get('/api/auth/verify/'), // 401
      client.get('/api/nothing-here/'), // 404, no route
      client.get('/api/projects/1/'), // 401 before the record
      client.post('/api/auth/login/', {}, { csrf: 'wrong' }), // 403 CSRF
    ]);
    for (const answer of answers) {
      const id = answer.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.statusCode).toBeGreaterThan(400);
      expect(answer.json()).toEqual({ detail: expect.any(String), request_id: id });
    }
    expect(new Set(answers.map((answer) => answer.headers['x-request-id'])).size).toBe(answers.length);
  });

  it('is not in a 400 body, whose keys are field names', async () => {
    const answer = await anonymous(t.app).post('/api/auth/login/', { email: 5 });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.json()).not.toHaveProperty('request_id');
  });

  it('is not added to a success that has a `detail`', async () => {
    const { client } = await loginAs(t.app, 'developer');
    const answer = await client.post('/api/auth/logout/');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).not.toHaveProperty('request_id');
  });

  it('is the audit row’s, for a write that does not pass it on (read after the JSON body)', async () => {
    const target = Math.floor(Math.random() * 1_000_000);
    const answer = await anonymous(t.app).post('/api/test/audit/', { target });
    expect(answer.statusCode).toBe(200);
    const [row] = await t.app.db
      .select({ requestId: auditLog.requestId })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(target)))
      .orderBy(desc(auditLog.id));
    expect(row?.requestId).toBe(answer.headers['x-request-id']);
  });

  it('is the audit row’s for a sign-in', async () => {
    const { user } = await loginAs(t.app, 'client');
    const client = anonymous(t.app);
    const answer = await client.login(user.email, 'test-password');
    expect(answer.statusCode).toBe(200);
    const [row] = await t.app.db
      .select({ requestId: auditLog.requestId })
      .from(auditLog)
      .where(eq(auditLog.actorId, user.id))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row?.requestId).toBe(answer.headers['x-request-id']);
  });

  it('is on every log line of a request, once, through the app logger too', async () => {
    lines.length = 0;
    const answer = await anonymous(t.app).get('/api/test/log/');
    const id = answer.headers['x-request-id'];
    const mine = lines.filter((line) => line.includes(id as string));
    expect(logged().map((entry) => entry.msg)).toEqual([
      'incoming request',
      'logged through the app logger',
      'request completed',
    ]);
    expect(mine).toHaveLength(3);
    for (const line of mine) expect(line.match(/"reqId"/g)).toHaveLength(1);
    expect(logged().every((entry) => entry.reqId === id)).toBe(true);
  });

  it('is not on a line logged outside any request', () => {
    lines.length = 0;
    t.app.log.warn('outside');
    expect(logged()).toEqual([expect.not.objectContaining({ reqId: expect.anything() })]);
  });
});

describe('the log', () => {
  it('keeps no link key: the URL of a shared shortlist or an invitation reads [secret]', async () => {
    lines.length = 0;
    const key = 'CLaUyk7LzdmG4Jxqvw7BFp70B6ibxuYGNWtKWm3qdTY';
    await anonymous(t.app).get(`/api/shared-shortlists/${key}/`);
    await anonymous(t.app).get(`/api/invites/key/${key}/`);
    const urls = logged().flatMap((entry) => (entry.req ? [(entry.req as { url: string }).url] : []));
    expect(urls).toEqual(['/api/shared-shortlists/[secret]/', '/api/invites/key/[secret]/']);
    expect(lines.join('\n')).not.toContain(key);
  });
});
