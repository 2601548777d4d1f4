import type { PageQuery } from '@kazi/shared/api/pagination';
import { can } from '@kazi/shared/auth/permissions';
import { MESSAGES } from '@kazi/shared/messages';
import { dueAtToIso } from '@kazi/shared/planning/rules';
import type {
  ProgressEvent,
  progressEventCreateBody,
  progressEventPatchBody,
  TimelineChange,
} from '@kazi/shared/planning/schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { pageWindow } from '../../http/pagination.ts';
import type { SessionActor } from '../../http/session.ts';
import { type LoadedProject, loadProjectForActor, recordProjectActivity } from '../project-core/index.ts';
import { presentChange, presentEvent } from './presenter.ts';
import { findEvent, listMilestones, listTimelineChanges } from './repository.ts';
import {
  insertProgressEvent,
  insertTimelineChanges,
  type ProgressEventUpdate,
  updateProgressEvent,
} from './writes.repository.ts';

const P = MESSAGES.planning;

/** Writes need `project.manage_timeline` on an open project; an archived one answers 409. */
function assertCanPlan(actor: SessionActor, loaded: LoadedProject): void {
  if (loaded.project.archived && can(actor, 'project.manage_timeline')) {
    throw AppError.conflict(MESSAGES.projects.archivedReadOnly);
  }
  if (!loaded.abilities.manage_timeline) throw AppError.forbidden();
}

export async function listProjectMilestones(
  app: FastifyInstance,
  actor: SessionActor,
  projectId: number,
  query: PageQuery,
): Promise<{ rows: ProgressEvent[]; count: number }> {
  const loaded = await loadProjectForActor(app.db, actor, projectId);
  const { rows, count } = await listMilestones(app.db, projectId, pageWindow(query));
  return { rows: rows.map((row) => presentEvent(row, loaded.abilities.manage_timeline)), count };
}

export async function getProgressEvent(
  app: FastifyInstance,
  actor: SessionActor,
  id: number,
): Promise<ProgressEvent> {
  const found = await findEvent(app.db, id);
  // Report events (cm, client, developer, …) arrive with the reports issue and its own rules.
  if (found?.event.type !== 'milestone') throw AppError.notFound();
  const loaded = await loadProjectForActor(app.db, actor, found.event.projectId);
  return presentEvent(found, loaded.abilities.manage_timeline);
}

export async function createMilestone(
  app: FastifyInstance,
  actor: SessionActor,
  body: z.infer<typeof progressEventCreateBody>,
): Promise<ProgressEvent> {
  if (body.type !== 'milestone') throw AppError.field('type', P.onlyMilestones);
  const id = await app.db.transaction(async (tx) => {
    const loaded = await loadProjectForActor(tx, actor, body.project.id, { forUpdate: true });
    assertCanPlan(actor, loaded);
    const event = await insertProgressEvent(tx, {
      projectId: body.project.id,
      type: 'milestone',
      title: body.title,
      dueAt: new Date(dueAtToIso(body.due_at)),
      createdById: actor.id,
    });
    await recordProjectActivity(tx, {
      projectId: body.project.id,
      actorId: actor.id,
      action: 'progress_event_added',
      data: { event: { id: event.id, title: event.title }, type: 'milestone' },
    });
    return event.id;
  });
  return getProgressEvent(app, actor, id);
}

/**
 * Changes a milestone's title or due date. A new due date needs `change_log.reason` and is kept
 * in the timeline change log (field due_at); one `progress_event_updated` activity row.
 */
export async function updateMilestone(
  app: FastifyInstance,
  actor: SessionActor,
  id: number,
  body: z.infer<typeof progressEventPatchBody>,
): Promise<ProgressEvent> {
  await app.db.transaction(async (tx) => {
    const found = await findEvent(tx, id);
    if (found?.event.type !== 'milestone') throw AppError.notFound();
    const loaded = await loadProjectForActor(tx, actor, found.event.projectId, { forUpdate: true });
    assertCanPlan(actor, loaded);
    const event = found.event;
    const fields: string[] = [];
    const changes: ProgressEventUpdate = {};
    if (body.title !== undefined && body.title !== event.title) {
      changes.title = body.title;
      fields.push('title');
    }
    const nextDue = body.due_at === undefined ? null : dueAtToIso(body.due_at);
    const previousDue = event.dueAt.toISOString();
    if (nextDue !== null && nextDue !== previousDue) {
      const reason = body.change_log?.reason?.trim();
      if (!reason) throw AppError.field('change_log.reason', P.reasonRequired);
      changes.dueAt = new Date(nextDue);
      fields.push('due_at');
      await insertTimelineChanges(tx, [
        {
          projectId: event.projectId,
          field: 'due_at',
          targetType: 'progress_event',
          targetId: event.id,
          reason,
          previousValue: previousDue,
          newValue: nextDue,
          createdById: actor.id,
        },
      ]);
    }
    if (!fields.length) return;
    await updateProgressEvent(tx, id, changes);
    await recordProjectActivity(tx, {
      projectId: event.projectId,
      actorId: actor.id,
      action: 'progress_event_updated',
      data: { event: { id: event.id, title: changes.title ?? event.title }, fields },
    });
  });
  return getProgressEvent(app, actor, id);
}

export async function listProjectTimelineChanges(
  db: Db,
  actor: SessionActor,
  projectId: number,
  query: PageQuery,
): Promise<{ rows: TimelineChange[]; count: number }> {
  await loadProjectForActor(db, actor, projectId);
  const { rows, count } = await listTimelineChanges(db, projectId, pageWindow(query));
  return { rows: rows.map(presentChange), count };
}
