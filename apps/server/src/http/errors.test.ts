import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { anonymous, refusal, type TestClient } from '../test/client.ts';

/** Test-only routes that fail the way real code can: a bug, and a bad query. */
function addFailingRoutes(app: FastifyInstance) {
  app.get('/api/test/throw/', { config: { access: 'public' } }, async () => {
    throw new Error('secret detail at /work/main/apps/server/src/secret.ts:12');
  });
  app.get('/api/test/sql/', { config: { access: 'public' } }, async () => {
    await app.db.execute(sql`select password_hash from no_such_table where email = ${'x@example.test'}`);
    return {};
  });
}

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp({}, addFailingRoutes);
  client = anonymous(t.app);
  await client.get('/api/health');
});
afterAll(() => t.close());

const json = (payload: string) =>
  client.request('POST', '/api/auth/login/', payload, { headers: { 'content-type': 'application/json' } });

describe('400', () => {
  it.each([
    ['truncated JSON', '{"email": "a@b.test", "password": '],
    ['a trailing comma', '{"email": "a@b.test",}'],
    ['single quotes', "{'email': 'a@b.test'}"],
    ['bare words', 'email=a@b.test'],
  ])('answers malformed JSON (%s) with non_field_errors', async (_label, payload) => {
    const response = await json(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['JSON parse error.'] });
  });

  it('answers an empty JSON body with non_field_errors', async () => {
    const response = await json('');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['non_field_errors']);
  });

  it('lists every field of the wrong type', async () => {
    const response = await json(JSON.stringify({ email: 5, password: { nested: true } }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['email', 'password']);
    for (const messages of Object.values(body)) expect(messages).toEqual([expect.any(String)]);
  });

  it.each([
    ['an array', '[1, 2]'],
    ['a string', '"text"'],
    ['null', 'null'],
  ])('answers a body that is %s, not an object', async (_label, payload) => {
    const response = await json(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('non_field_errors');
  });

  it('answers a broken multipart body with 4xx', async () => {
    const response = await client.request('POST', '/api/documents/', '--x\r\nContent-Disposition: form-da', {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('413 and 415', () => {
  it('refuses a JSON body over 1 MB', async () => {
    const response = await json(JSON.stringify({ email: 'a'.repeat(1_048_577), password: 'x' }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(refusal('Request body is too large.'));
  });

  it('refuses a content type the API does not read', async () => {
    const response = await client.request('POST', '/api/auth/login/', '<xml/>', {
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toHaveProperty('detail');
  });
});

describe('404', () => {
  it.each([
    ['GET', '/api/nothing-here/'],
    ['GET', '/api/'],
    ['GET', '/not-the-api'],
    ['DELETE', '/api/auth/verify/'],
  ] as const)('answers %s %s with {detail: "Not found."}', async (method, url) => {
    const response = await client.request(method, url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(refusal('Not found.'));
  });
});

describe('500', () => {
  it.each([
    ['a thrown error', '/api/test/throw/'],
    ['a failing query', '/api/test/sql/'],
  ])('answers %s with {detail, request_id} and nothing more', async (_label, url) => {
    const response = await client.get(url);
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      detail: 'A server error occurred.',
      request_id: response.headers['x-request-id'],
    });
    expect(body.request_id).toMatch(/^[\w-]{8,}$/);
    expect(response.body).not.toMatch(/secret|no_such_table|password_hash|select|\/work\/|\.ts|at \w+ \(/i);
  });
});

describe('trailing slashes', () => {
  it.each(['/api/auth/verify', '/api/auth/verify/'])('%s reaches the route', async (url) => {
    expect((await anonymous(t.app).get(url)).statusCode).toBe(401);
  });

  it('accepts writes without the slash', async () => {
    const response = await client.post('/api/auth/login', { email: 'nobody@example.test', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
  });
});
