import { MESSAGES } from '@kazi/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../db/factories/projects.ts';
import { projects } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { anonymous, loginAs, type TestClient } from '../test/client.ts';
import {
  callerFor,
  databaseDigest,
  leavesOf,
  multipartName,
  nest,
  type Operation,
  operationsOf,
} from '../test/openapi-walk.ts';
import { type Caller, fillPath } from '../test/routes.ts';

let t: TestApp;
const clients = new Map<Caller, TestClient>();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function clientFor(caller: Caller): Promise<TestClient> {
  let client = clients.get(caller);
  if (!client) {
    client = caller === 'anonymous' ? anonymous(t.app) : (await loginAs(t.app, caller)).client;
    clients.set(caller, client);
  }
  return client;
}

/** NUL and its neighbours: each field gets one, in turn. */
const CONTROLS = ['\u0000', '\u001b', '\u007f', '\u0085', '\u0008'];
let turn = 0;
const hostile = () => `a${CONTROLS[turn++ % CONTROLS.length]}b`;

interface Sent {
  operation: Operation;
  what: string;
  status: number;
  body: Record<string, unknown>;
  field: string | null;
}

/** Every path parameter, declared query parameter, JSON body field and multipart field, each alone. */
async function sendHostileEverywhere(): Promise<Sent[]> {
  const sent: Sent[] = [];
  for (const operation of operationsOf(t.app)) {
    const client = await clientFor(callerFor(operation.access));
    const path = fillPath(operation.url);
    const record = (what: string, field: string | null, response: { statusCode: number; body: string }) =>
      sent.push({
        operation,
        what,
        field,
        status: response.statusCode,
        body: JSON.parse(response.body || '{}'),
      });
    const method = operation.method as 'GET';
    const write = operation.method !== 'GET';
    for (const parameter of operation.parameters) {
      if (parameter.in === 'path') {
        const url = fillPath(operation.url, { [parameter.name]: hostile() });
        record(`path ${parameter.name}`, null, await client.request(method, url, write ? {} : undefined));
      } else if (parameter.in === 'query') {
        const url = `${path}?${parameter.name}=${encodeURIComponent(hostile())}`;
        record(
          `query ${parameter.name}`,
          parameter.name,
          await client.request(method, url, write ? {} : undefined),
        );
      }
    }
    if (!write) continue;
    const leaves = operation.body ? leavesOf(operation.body) : [];
    // A body no schema describes (parsed by the handler) is checked all the same.
    if (!leaves.length) leaves.push({ path: ['note'], schema: {} });
    for (const leaf of leaves) {
      const field = leaf.path.join('.');
      record(
        `body ${field}`,
        field,
        await client.request(method, path, nest(leaf.path, hostile()) as object),
      );
      if (operation.multipart) {
        const parts = [{ name: multipartName(leaf.path), value: hostile() }];
        record(`multipart ${field}`, field, await client.upload(path, parts, { method }));
      }
    }
  }
  return sent;
}

describe('control characters in any input (one check for every route)', () => {
  it('answers 400 naming the field (404 for a path), never 500, and changes nothing', async () => {
    // Everyone signs in first: a sign-in writes rows.
    for (const operation of operationsOf(t.app)) await clientFor(callerFor(operation.access));
    const before = await databaseDigest(t.app);
    const sent = await sendHostileEverywhere();
    expect(sent.length).toBeGreaterThan(200);
    const wrong = sent.filter((s) => {
      if (s.field === null) return s.status !== 404;
      const messages = s.body[s.field];
      return (
        s.status !== 400 || !Array.isArray(messages) || !messages.includes(MESSAGES.api.controlCharacters)
      );
    });
    expect(
      wrong.map(
        (s) => `${s.operation.method} ${s.operation.url} ${s.what}: ${s.status} ${JSON.stringify(s.body)}`,
      ),
    ).toEqual([]);
    expect(await databaseDigest(t.app)).toEqual(before);
  });

  it('refuses the reported reproductions: users search, a project title, a profile field', async () => {
    const admin = await clientFor('admin');
    const search = await admin.get('/api/users/?search=a%00b');
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({ search: [MESSAGES.api.controlCharacters] });

    const project = await createProject(t.app.db, { title: 'Before' });
    const title = await admin.patch(`/api/projects/${project.id}/`, { title: 'a\u0000b' });
    expect(title.statusCode).toBe(400);
    expect(title.json()).toEqual({ title: [MESSAGES.api.controlCharacters] });
    expect((await t.app.db.select().from(projects).where(eq(projects.id, project.id)))[0]?.title).toBe(
      'Before',
    );

    const { client: dev } = await loginAs(t.app, 'developer');
    const profile = await dev.patch('/api/me/profile/', { first_name: 'Am\u0000ina' });
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toEqual({ first_name: [MESSAGES.api.controlCharacters] });
  });

  it('keeps tabs and line breaks in long text only', async () => {
    const admin = await clientFor('admin');
    const project = await createProject(t.app.db, { title: 'Lines' });
    const url = `/api/projects/${project.id}/`;

    const title = await admin.patch(url, { title: 'Two\nlines', contact_name: 'Tab\there' });
    expect(title.statusCode).toBe(400);
    expect(title.json()).toEqual({
      title: [MESSAGES.api.singleLine],
      contact_name: [MESSAGES.api.singleLine],
    });
    const search = await admin.get('/api/users/?search=a%0Ab');
    expect(search.json()).toEqual({ search: [MESSAGES.api.singleLine] });

    const description = 'First paragraph.\r\n\r\n\tIndented second paragraph.';
    const saved = await admin.patch(url, { description, change_log: { reason: 'Line one\nline two' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().description).toBe(description);
  });

  it('refuses keys with control characters and broken UTF-16, and ignores an undeclared query', async () => {
    const admin = await clientFor('admin');
    const project = await createProject(t.app.db);
    const key = await admin.patch(`/api/projects/${project.id}/`, { 'ti\u0000tle': 'x' });
    expect(key.json()).toEqual({ 'ti\u0000tle': [MESSAGES.api.controlCharacters] });
    const surrogate = await admin.patch(`/api/projects/${project.id}/`, { title: 'a\ud800b' });
    expect(surrogate.json()).toEqual({ title: [MESSAGES.api.controlCharacters] });
    expect((await admin.get('/api/me/user/?anything=a%00b')).statusCode).toBe(200);
  });
});
