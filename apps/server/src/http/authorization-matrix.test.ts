import type { Role } from '@kazi/shared/auth/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/factories/users.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { anonymous, loginAs, refusal, type TestClient } from '../test/client.ts';
import type { MatrixContext, MatrixRequest } from '../test/matrix.ts';
import { MATRIX_SECTIONS } from '../test/matrix-sections.ts';
import { CALLERS, type Caller, fillPath, type MatrixRow, type Outcome, routeKey } from '../test/routes.ts';

/**
 * Every API route × every role and anonymous callers (docs/quality.md, Authorization matrix). The rows
 * live next to each domain (`modules/<domain>/access.matrix.ts`, listed in test/matrix-sections.ts);
 * a route without a row fails the suite.
 */
const EXPECTED: Record<string, MatrixRow> = Object.assign({}, ...MATRIX_SECTIONS.map((s) => s.expected));
const REQUESTS: Record<string, (ctx: MatrixContext) => MatrixRequest> = Object.assign(
  {},
  ...MATRIX_SECTIONS.map((s) => s.requests ?? {}),
);
const UNREACHABLE: Record<string, (ctx: MatrixContext) => MatrixRequest> = Object.assign(
  {},
  ...MATRIX_SECTIONS.map((s) => s.unreachable ?? {}),
);
/** The walks send a request per route and caller (well over a thousand): more than one test's default time on a busy machine. */
const WALK_TIMEOUT_MS = 180_000;
const ENDS_SESSION = new Set(MATRIX_SECTIONS.flatMap((s) => s.endsSession ?? []));

let t: TestApp;
const users = new Map<Role, UserRow>();
const idsFor: ((caller: Caller) => Record<string, number>)[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const caller of CALLERS) {
    if (caller === 'anonymous') continue;
    const { user } = await loginAs(t.app, caller);
    users.set(caller, user);
  }
  for (const section of MATRIX_SECTIONS) {
    if (section.setup) idsFor.push(await section.setup(t.app, users));
  }
});
afterAll(() => t.close());

async function clientFor(caller: Caller): Promise<TestClient> {
  if (caller === 'anonymous') return anonymous(t.app);
  const client = anonymous(t.app);
  const user = users.get(caller) as UserRow;
  expect((await client.login(user.email, 'test-password')).statusCode).toBe(200);
  return client;
}

const clients = new Map<Caller, TestClient>();
async function sharedClient(caller: Caller): Promise<TestClient> {
  let client = clients.get(caller);
  if (!client) {
    client = await clientFor(caller);
    clients.set(caller, client);
  }
  return client;
}

async function call(key: string, method: string, url: string, caller: Caller, requestFor = REQUESTS[key]) {
  const ctx: MatrixContext = {
    caller,
    user: caller === 'anonymous' ? null : (users.get(caller) ?? null),
    ids: Object.assign({}, ...idsFor.map((ids) => ids(caller))),
  };
  const request = requestFor?.(ctx) ?? { kind: 'json' };
  const client = ENDS_SESSION.has(key) ? await clientFor(caller) : await sharedClient(caller);
  const path = fillPath(url, request.params);
  if (request.kind === 'upload') return client.upload(path, request.parts, { method });
  const target = request.query ? `${path}?${request.query}` : path;
  return client.request(method as 'GET', target, method === 'GET' ? undefined : (request.body ?? {}));
}

function matches(expected: Outcome, status: number): boolean {
  if (expected === 'ok') return status !== 401 && status !== 403 && status < 500;
  return status === expected;
}

describe('authorization matrix', () => {
  it('has one row for every API route, and no row without a route', () => {
    const routes = t.app.routeTable.map(routeKey);
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((key) => !(key in EXPECTED))).toEqual([]);
    expect(Object.keys(EXPECTED).filter((key) => !routes.includes(key))).toEqual([]);
    expect(Object.keys(REQUESTS).filter((key) => !routes.includes(key))).toEqual([]);
  });

  it(
    'lets every caller through exactly where the table says',
    async () => {
      const mismatches: string[] = [];
      let cells = 0;
      for (const route of t.app.routeTable) {
        const key = routeKey(route);
        const row = EXPECTED[key];
        if (!row) continue;
        for (const caller of CALLERS) {
          const response = await call(key, route.method, route.url, caller);
          cells += 1;
          if (!matches(row[caller], response.statusCode)) {
            mismatches.push(
              `${key} as ${caller}: expected ${row[caller]}, got ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
          }
        }
      }
      expect(mismatches).toEqual([]);
      expect(cells).toBe(Object.keys(EXPECTED).length * CALLERS.length);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'answers 404 to every caller let through on a record out of their reach',
    async () => {
      const mismatches: string[] = [];
      for (const route of t.app.routeTable) {
        const key = routeKey(route);
        const unreachable = UNREACHABLE[key];
        const row = EXPECTED[key];
        if (!unreachable || !row) continue;
        for (const caller of CALLERS) {
          if (row[caller] === 401 || row[caller] === 403) continue;
          const response = await call(key, route.method, route.url, caller, unreachable);
          if (response.statusCode !== 404)
            mismatches.push(
              `${key} as ${caller} out of reach: got ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
        }
      }
      expect(mismatches).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it('proves access on every route with a path parameter (exact success, 404 out of reach)', () => {
    const withParams = t.app.routeTable.map(routeKey).filter((key) => key.includes('/:'));
    const unproven = withParams.filter((key) => {
      const row = EXPECTED[key];
      const exact = row !== undefined && Object.values(row).every((outcome) => outcome !== 'ok');
      return !(exact && key in REQUESTS && key in UNREACHABLE);
    });
    expect(unproven).toEqual([]);
  });

  it('answers 403 and 401 with the docs/api.md bodies', async () => {
    const developer = await sharedClient('developer');
    expect((await developer.get('/api/mail/outbox/')).json()).toEqual(
      refusal('You do not have permission to perform this action.'),
    );
    expect((await anonymous(t.app).get('/api/mail/outbox/')).json()).toEqual(
      refusal('Authentication credentials were not provided.'),
    );
  });

  it.each([
    ['/%61pi/mail/outbox/', 'an escaped prefix'],
    ['/api/mail/outbox', 'no trailing slash'],
    ['/api/mail/%6Futbox/', 'an escaped segment'],
  ])('checks access whatever the spelling of the URL: %s (%s)', async (url) => {
    expect((await anonymous(t.app).get(url)).statusCode).toBe(401);
    expect((await (await sharedClient('developer')).get(url)).statusCode).toBe(403);
    expect((await (await sharedClient('admin')).get(url)).statusCode).toBe(200);
  });
});
