import { createHash } from 'node:crypto';
import { COLOR_SCHEME_SCRIPT } from '@kazi/shared/appearance/color-scheme';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole } from '../db/factories/users.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { anonymous, loginAs, type TestClient } from '../test/client.ts';

let t: TestApp;
let signedIn: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  signedIn = (await loginAs(t.app, 'developer')).client;
});
afterAll(() => t.close());

function directives(csp: string): Map<string, string> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name as string, values.join(' ')];
      }),
  );
}

describe('security headers on /api', () => {
  it.each([
    ['a public answer', () => anonymous(t.app).get('/api/health')],
    ['a signed-in answer', () => signedIn.get('/api/auth/verify/')],
    ['a 401', () => anonymous(t.app).get('/api/auth/verify/')],
    ['a 403', () => signedIn.get('/api/mail/outbox/')],
    ['a 404', () => anonymous(t.app).get('/api/nothing/')],
    ['a 400', () => signedIn.get('/api/skills/?page_size=0')],
    ['a CSRF failure', () => signedIn.post('/api/auth/logout/', {}, { csrf: false })],
  ])('are set on %s', async (_label, send) => {
    const response = await send();
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('default-src')).toBe("'self'");
    // Scripts from the app's origin, and the one inline script of index.html by its hash (ADR 041).
    const inlineHash = createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64');
    expect(csp.get('script-src')).toBe(`'self' 'sha256-${inlineHash}'`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
    expect(response.headers['x-frame-options']).toBeDefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('no-store holds whatever the spelling of the URL', async () => {
    expect((await anonymous(t.app).get('/%61pi/auth/verify/')).headers['cache-control']).toBe('no-store');
  });

  it('lets reference data be cached', async () => {
    expect((await anonymous(t.app).get('/api/countries/')).headers['cache-control']).toBe(
      'public, max-age=86400',
    );
  });

  it('sends no HSTS over http', async () => {
    expect((await anonymous(t.app).get('/api/health')).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('X-Request-Id', () => {
  it('ignores an id sent by a client when no proxy is trusted', async () => {
    const given = await anonymous(t.app).get('/api/health', {
      headers: { 'x-request-id': 'trace-abc-12345' },
    });
    expect(given.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('behind a trusted proxy, echoes a well-formed id and replaces a malformed one', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const given = await anonymous(proxied.app).get('/api/health', {
        headers: { 'x-request-id': 'trace-abc-12345' },
      });
      expect(given.headers['x-request-id']).toBe('trace-abc-12345');
      for (const bad of ['short', 'has spaces in it', 'x'.repeat(65), 'semi;colon-123']) {
        const response = await anonymous(proxied.app).get('/api/health', {
          headers: { 'x-request-id': bad },
        });
        expect(response.headers['x-request-id']).not.toBe(bad);
        expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
    } finally {
      await proxied.close();
    }
  });
});

describe('Client addresses behind a proxy (TRUST_PROXY, a count)', () => {
  it('takes the address the proxy saw, not what the client wrote before it', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const user = await createUserWithRole(proxied.app.db, 'developer');
      const client = anonymous(proxied.app);
      const login = await client.login(user.email, 'test-password', {
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
      });
      expect(login.statusCode, login.body).toBe(200);
      const sessions = (await client.get('/api/me/sessions/')).json();
      expect(sessions.results.map((session: { ip: string }) => session.ip)).toEqual(['203.0.113.7']);
    } finally {
      await proxied.close();
    }
  });
});

describe('OpenAPI', () => {
  it('publishes a 3.1 document with every API route', async () => {
    const response = await anonymous(t.app).get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, { responses?: object; summary?: string }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Kazi API', version: expect.any(String) });
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['csrf', 'session']);

    const documented = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`),
    );
    const expected = t.app.routeTable
      .filter((route) => route.url !== '/api/openapi.json')
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(expected.length).toBeGreaterThan(5);
    expect(expected.filter((key) => !documented.includes(key))).toEqual([]);
    expect(documented.filter((key) => key.includes('/docs') || key.includes('openapi.json'))).toEqual([]);
    for (const key of expected) {
      const [method, url] = key.split(' ') as [string, string];
      const operation = document.paths[url]?.[method.toLowerCase()];
      expect(operation?.summary, key).toBeTruthy();
      expect(operation?.responses, key).toBeDefined();
    }
  });

  it('serves the human docs at /api/docs', async () => {
    const response = await anonymous(t.app).get('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect((await anonymous(t.app).get('/api/docs/json')).statusCode).toBe(200);
  });
});
