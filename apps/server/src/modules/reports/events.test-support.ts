import type { ProgressEventType } from '@kazi/shared/reports/rules';
import type { ReportEvent } from '@kazi/shared/reports/schemas';
import { afterAll, beforeAll, expect } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { insertProgressEvent } from '../../db/factories/reports.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type SignedIn, type TestClient } from '../../test/client.ts';

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
