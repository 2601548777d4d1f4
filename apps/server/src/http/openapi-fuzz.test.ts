import type { Role } from '@kazi/shared/auth/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../db/factories/projects.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { anonymous, loginAs, type TestClient } from '../test/client.ts';
import {
  callerFor,
  type JsonSchema,
  leavesOf,
  multipartName,
  nest,
  type Operation,
  operationsOf,
} from '../test/openapi-walk.ts';
import { type Caller, fillPath } from '../test/routes.ts';

/**
 * Hostile requests built from the OpenAPI document itself (ADR 017): for every operation, as a
 * signed-in admin and as a developer, wrong types, control characters, dates outside the API's
 * range, huge and over-precise numbers, unknown keys. Nothing may answer 5xx, and every answer
 * must be one the operation documents. Bounded and deterministic: one seed, a fixed number of
 * requests per operation and caller.
 */
const SEED = 14;
const PER_OPERATION = 32;

/** mulberry32: small, seedable, good enough to pick cases. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

const HOSTILE_TEXT = ['a\u0000b', 'x\u001b[31m', 'line\nbreak', '\ud800', 'x'.repeat(25_000), '', ' '];
const BAD_DATES = [
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '2026-02-30',
  '0000-01-01T00:00:00Z',
  '1899-12-31',
];
const BAD_NUMBERS = [1e308, -1e308, 1e-300, 2 ** 53 + 1, 2_147_483_648, -1, 0.125, 7.001];
const WRONG_TYPES = [true, {}, [], null, 'abc', 12, [1, 2]];
const HUGE = 'x'.repeat(1_100_000);

/** Date fields: by the format the shared date schemas declare, or by name. */
const isDateField = (name: string, schema: JsonSchema) =>
  /date|time/.test(schema.format ?? '') ||
  /_date$|_at$|^day$|deadline|effective_from|\b(\d{4}-\d{2}-\d{2})\b/.test(name) ||
  /\d{4}-\d{2}-\d{2}/.test(schema.description ?? '');

/** A value meant to break a field of this schema: out-of-range dates for date fields, else anything. */
function hostileValue(name: string, schema: JsonSchema): unknown {
  if (isDateField(name, schema) && next() < 0.8) return pick(BAD_DATES);
  const types = [schema.type ?? []].flat();
  const pool: unknown[][] = [WRONG_TYPES, HOSTILE_TEXT];
  if (types.includes('number') || types.includes('integer')) pool.push(BAD_NUMBERS, BAD_NUMBERS);
  if (types.includes('string') || types.length === 0) pool.push(BAD_DATES, BAD_NUMBERS.map(String));
  return pick(pick(pool));
}

/** Percent-encoding, where a lone surrogate becomes bytes that are not UTF-8 at all. */
const encode = (value: string) =>
  value
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

interface Probe {
  caller: Caller;
  what: string;
  send: (client: TestClient) => ReturnType<TestClient['request']>;
}

function probesFor(operation: Operation, caller: Caller, projectId: number): Probe[] {
  const method = operation.method as 'GET';
  const write = method !== 'GET';
  const pathValues = () =>
    Object.fromEntries(
      operation.parameters
        .filter((p) => p.in === 'path')
        .map((p) => [p.name, pick([projectId, 1, projectId])]),
    );
  const path = () => fillPath(operation.url, pathValues());
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const leaves = operation.body ? leavesOf(operation.body).filter((leaf) => leaf.path.length) : [];
  const send = (url: string, body?: unknown) => (client: TestClient) =>
    client.request(method, url, write ? ((body ?? {}) as object) : undefined);
  const probes: Probe[] = [];
  for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
    const value = pick(['a\u0000b', '99999999999', '-1', '0', '1e3', '%2e%2e']);
    const url = fillPath(operation.url, { ...pathValues(), [parameter.name]: value });
    probes.push({ caller, what: `path ${parameter.name}=${JSON.stringify(value)}`, send: send(url) });
  }
  for (const parameter of [...queryParams, ...queryParams]) {
    const value = String(hostileValue(parameter.name, parameter.schema));
    const url = `${path()}?${parameter.name}=${encode(value)}`;
    probes.push({ caller, what: `query ${parameter.name}=${JSON.stringify(value)}`, send: send(url) });
  }
  if (write) {
    for (const leaf of leaves) {
      const value = hostileValue(leaf.path.join('.'), leaf.schema);
      const what = `body ${leaf.path.join('.')}=${JSON.stringify(value)?.slice(0, 40)}`;
      probes.push({ caller, what, send: send(path(), nest(leaf.path, value)) });
      if (operation.multipart) {
        const parts = [{ name: multipartName(leaf.path), value: String(value) }];
        probes.push({ caller, what: `multipart ${what}`, send: (c) => c.upload(path(), parts, { method }) });
      }
    }
    probes.push({ caller, what: 'unknown key', send: send(path(), { unknown_key: pick(WRONG_TYPES) }) });
    probes.push({ caller, what: 'a list for a body', send: send(path(), [1, 'two']) });
    if (next() < 0.2) probes.push({ caller, what: 'a body over 1 MB', send: send(path(), { note: HUGE }) });
    probes.push({
      caller,
      what: 'an XML body',
      send: (c) => c.request(method, path(), '<a/>', { headers: { 'content-type': 'application/xml' } }),
    });
  }
  // Shuffle with the seed, then keep a bounded number of probes.
  return probes
    .map((probe) => ({ probe, order: next() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, PER_OPERATION)
    .map(({ probe }) => probe);
}

/** docs/api.md's shapes: 400 `{ field: [messages] }`, other errors `{ detail }`. */
function errorShapeOk(status: number, body: string): boolean {
  if (status < 400) return true;
  const parsed = JSON.parse(body) as Record<string, unknown>;
  if (status !== 400) return typeof parsed.detail === 'string';
  const entries = Object.values(parsed);
  return (
    entries.length > 0 && entries.every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}

let t: TestApp;
const clients = new Map<Caller, TestClient>();
async function clientFor(caller: Caller, fresh = false): Promise<TestClient> {
  let client = fresh ? undefined : clients.get(caller);
  if (!client) {
    client = caller === 'anonymous' ? anonymous(t.app) : (await loginAs(t.app, caller as Role)).client;
    clients.set(caller, client);
  }
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('fuzzing every operation of the OpenAPI document', () => {
  it('never answers 5xx, and answers only statuses the operation documents', async () => {
    const project = await createProject(t.app.db);
    const failures: string[] = [];
    let sent = 0;
    const histogram: Record<number, number> = {};
    for (const operation of operationsOf(t.app)) {
      const callers = new Set<Caller>(['admin', 'developer', callerFor(operation.access)]);
      for (const caller of callers) {
        for (const probe of probesFor(operation, caller, project.id)) {
          const response = await probe.send(await clientFor(caller));
          sent += 1;
          const status = response.statusCode;
          histogram[status] = (histogram[status] ?? 0) + 1;
          if (status >= 500 || !operation.statuses.has(status) || !errorShapeOk(status, response.body)) {
            failures.push(
              `${operation.method} ${operation.url} as ${caller}, ${probe.what}: ${status} ${response.body.slice(0, 200)}`,
            );
          }
          // A probe that signed the caller out (logout, a deactivation) gets them a new session.
          if (status === 401 && caller !== 'anonymous') await clientFor(caller, true);
        }
      }
    }
    expect(failures).toEqual([]);
    // The probes reach past the access checks and the schemas, not only into 400s.
    for (const status of [200, 400, 403, 404, 413, 415])
      expect(histogram[status] ?? 0, String(status)).toBeGreaterThan(0);
    expect(sent).toBeGreaterThan(1000);
    expect(sent).toBeLessThan(4000);
  });
});
