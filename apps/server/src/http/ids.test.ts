import { MESSAGES } from '@kazi/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { loginAs, refusal, type TestClient } from '../test/client.ts';
import { MATRIX_SECTIONS } from '../test/matrix-sections.ts';
import { CALLERS, type Caller, fillPath, type MatrixRow, routeKey } from '../test/routes.ts';

/**
 * Ids PostgreSQL's `integer` cannot hold (docs/quality.md, Errors: never a 5xx): a path id is 404, a
 * query or body id 400, before any SQL runs.
 */
const HUGE = 99_999_999_999;
const EXPECTED: Record<string, MatrixRow> = Object.assign({}, ...MATRIX_SECTIONS.map((s) => s.expected));

let t: TestApp;
const clients = new Map<Caller, TestClient>();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function clientOf(caller: Caller): Promise<TestClient> {
  let client = clients.get(caller);
  if (!client) {
    if (caller === 'anonymous') throw new Error('routes with an id are not public');
    client = (await loginAs(t.app, caller)).client;
    clients.set(caller, client);
  }
  return client;
}

/** A caller the access layer lets through (any outcome but 401 and 403), so the request reaches validation. */
function allowedCaller(key: string): Caller | undefined {
  const row = EXPECTED[key];
  return (
    row && CALLERS.find((caller) => caller !== 'anonymous' && row[caller] !== 401 && row[caller] !== 403)
  );
}

describe('ids out of the database range', () => {
  it('answer 404 on every route with an id in its path', async () => {
    const answers: string[] = [];
    const routes = t.app.routeTable.filter((route) => route.url.includes(':id'));
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const caller = allowedCaller(routeKey(route));
      if (!caller) continue;
      const client = await clientOf(caller);
      for (const id of [HUGE, 2_147_483_648, 0, 'abc']) {
        const path = fillPath(route.url, { id });
        const response = await client.request(
          route.method as 'GET',
          path,
          route.method === 'GET' ? undefined : {},
        );
        if (response.statusCode !== 404) answers.push(`${route.method} ${path}: ${response.statusCode}`);
        else expect(response.json()).toEqual(refusal(MESSAGES.api.notFound));
      }
    }
    expect(answers).toEqual([]);
  });

  it('accepts the largest id the database holds (not found, but no 500)', async () => {
    const admin = await clientOf('admin');
    expect((await admin.get('/api/projects/2147483647/')).statusCode).toBe(404);
    expect((await admin.get('/api/users/2147483647/')).statusCode).toBe(404);
  });

  it.each([
    ['/api/activity/?project=99999999999', 'project'],
    ['/api/documents/?project=99999999999', 'project'],
    ['/api/progress-events/?project=99999999999', 'project'],
    ['/api/payment-providers/?user=99999999999', 'user'],
    ['/api/team-candidates/?exclude=1,99999999999', 'exclude'],
    ['/api/projects/?page=99999999999999', 'page'],
  ])('answer 400 in a query: %s', async (url, field) => {
    const response = await (await clientOf('admin')).get(url);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json())).toEqual([field]);
  });

  it.each([
    [
      'POST',
      '/api/progress-events/',
      { project: { id: HUGE }, title: 'Milestone', due_at: '2030-01-01T00:00:00Z' },
      'project.id',
    ],
    ['PATCH', '/api/invites/1/', { id: HUGE }, 'id'],
    ['POST', '/api/projects/1/remind/', { remind_user_id: HUGE }, 'remind_user_id'],
  ] as const)('answer 400 in a body: %s %s', async (method, url, body, field) => {
    const response = await (await clientOf('admin')).request(method, url, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ [field]: [MESSAGES.api.invalidId] });
  });
});
