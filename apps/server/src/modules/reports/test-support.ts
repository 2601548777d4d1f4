import type { ProgressEventType } from '@kazi/shared/reports/rules';
import type { ReportEvent } from '@kazi/shared/reports/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { insertProgressEvent } from '../../db/factories/reports.ts';
import { notifications, progressEvents } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type SignedIn, type TestClient } from '../../test/client.ts';

/** The reports tests' worlds and helpers: the events files' and the filing files'. */

/** The events tests' world: one of each place a project has, and a stranger. */
export interface EventsWorld {
  t: TestApp;
  staff: SignedIn;
  cm: SignedIn;
  cso: SignedIn;
  owner: SignedIn;
  dev: SignedIn;
  dev2: SignedIn;
  stranger: SignedIn;
}

/** A fresh app and world for the calling test file (filled in its beforeAll). */
export function eventsWorld(): EventsWorld {
  const w = {} as EventsWorld;
  beforeAll(async () => {
    w.t = await createTestApp();
    [w.staff, w.cm, w.cso, w.owner, w.dev, w.dev2, w.stranger] = await Promise.all([
      loginAs(w.t.app, 'staff'),
      loginAs(w.t.app, 'client_manager'),
      loginAs(w.t.app, 'client_support_officer'),
      loginAs(w.t.app, 'client'),
      loginAs(w.t.app, 'developer'),
      loginAs(w.t.app, 'developer'),
      loginAs(w.t.app, 'client'),
    ]);
  });
  afterAll(() => w.t.close());
  return w;
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const ago = (ms: number) => new Date(Date.now() - ms);

/** A project of the world's owner, CM and CSO with both developers on its team. */
export async function project(w: EventsWorld, overrides: Parameters<typeof createProject>[1] = {}) {
  const row = await createProject(w.t.app.db, {
    ownerId: w.owner.user.id,
    createdById: w.owner.user.id,
    cmId: w.cm.user.id,
    csoId: w.cso.user.id,
    ...overrides,
  });
  await addParticipant(w.t.app.db, row.id, w.dev.user.id);
  await addParticipant(w.t.app.db, row.id, w.dev2.user.id);
  return row;
}

export const event = (
  w: EventsWorld,
  projectId: number,
  type: ProgressEventType,
  title: string,
  dueAt: Date,
  userId: number | null = null,
  extra: { scheduledOn?: string } = {},
) => insertProgressEvent(w.t.app.db, { projectId, type, title, dueAt, userId, ...extra });

/** GET progress-events/ as someone; 200 expected. */
export async function list(client: TestClient, query: string) {
  const response = await client.get(`/api/progress-events/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    count: number;
    count_capped: boolean;
    next: string | null;
    results: ReportEvent[];
  };
}

export const titles = async (client: TestClient, query: string) =>
  (await list(client, query)).results.map((e) => e.title).sort();

/** The filing tests' world: a project whose owner is a client, with a CM and two developers. */
export interface FilingWorld {
  t: TestApp;
  owner: SignedIn;
  cm: SignedIn;
  dev: SignedIn;
  dev2: SignedIn;
  outsider: SignedIn;
  projectId: number;
}

/** A fresh app and world for the calling test file (filled in its beforeAll). */
export function filingWorld(): FilingWorld {
  const w = {} as FilingWorld;
  beforeAll(async () => {
    w.t = await createTestApp();
    w.owner = await loginAs(w.t.app, 'client');
    w.cm = await loginAs(w.t.app, 'client_manager');
    w.dev = await loginAs(w.t.app, 'developer');
    w.dev2 = await loginAs(w.t.app, 'developer');
    w.outsider = await loginAs(w.t.app, 'developer');
    w.projectId = (await teamProject(w)).id;
  });
  afterAll(() => w.t.close());
  return w;
}

/** A project of the world's owner and CM with these accepted developers (both by default). */
export async function teamProject(w: FilingWorld, members = [w.dev, w.dev2]) {
  const project = await createProject(w.t.app.db, {
    ownerId: w.owner.user.id,
    createdById: w.owner.user.id,
    cmId: w.cm.user.id,
  });
  for (const member of members)
    await addParticipant(w.t.app.db, project.id, member.user.id, { status: 'accepted' });
  return project;
}

/** An event on the world's project (or another), due now unless said. */
export function eventFor(
  w: FilingWorld,
  type: ProgressEventType,
  userId: number | null,
  options: { dueAt?: Date; project?: number } = {},
) {
  return insertProgressEvent(w.t.app.db, {
    projectId: options.project ?? w.projectId,
    type,
    userId,
    dueAt: options.dueAt ?? new Date(),
    title: `${type} event`,
  });
}

/** A complete developer update's answers. */
export const UPDATE = {
  status: 'on_schedule',
  percentage: 40,
  accomplished: 'The sign-in page',
  todo: 'The dashboard',
  next_deadline: '2099-01-10',
};

export const completedAt = async (w: FilingWorld, eventId: number) =>
  (await w.t.app.db.select().from(progressEvents).where(eq(progressEvents.id, eventId)))[0]?.completedAt;

/** Someone's report_received bell rows. */
export const bell = (w: FilingWorld, userId: number) =>
  w.t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.kind, 'report_received')));

/** API.md's 400: the field errors, at the top level or under `errors`. */
export function fieldsOf(body: Record<string, unknown>): Record<string, string[]> {
  const fields = (body.errors ?? body) as Record<string, string[]>;
  const { detail: _detail, code: _code, type: _type, ...rest } = fields as Record<string, string[]>;
  return rest;
}
