import type { ProgressEventType } from '@kazi/shared/reports/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { insertProgressEvent } from '../../db/factories/reports.ts';
import { notifications, progressEvents } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type SignedIn } from '../../test/client.ts';

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
