import type { PageQuery } from '@kazi/shared/api/pagination';
import { can } from '@kazi/shared/auth/permissions';
import { MESSAGES } from '@kazi/shared/messages';
import { dueAtToIso } from '@kazi/shared/planning/rules';
import type { progressEventPatchBody, TimelineChange } from '@kazi/shared/planning/schemas';
import { seenByEveryone, visibleEventTypes } from '@kazi/shared/reports/policy';
import { HAND_EVENT_TYPES } from '@kazi/shared/reports/schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { pageWindow } from '../../http/pagination.ts';
import type { SessionActor } from '../../http/session.ts';
import {
  type LoadedProject,
  loadProjectForActor,
  type ProjectRow,
  recordProjectActivity,
} from '../project-core/index.ts';
import { presentChange } from './presenter.ts';
import { type EventRow, findEvent, listTimelineChanges } from './repository.ts';
import {
  insertProgressEvent,
  insertTimelineChanges,
  type ProgressEventUpdate,
  updateProgressEvent,
} from './writes.repository.ts';

const P = MESSAGES.planning;

export type HandEventType = (typeof HAND_EVENT_TYPES)[number];

/** Added by hand (staff), not by a schedule: only those are changed by hand. */
export function isHandAdded(event: Pick<EventRow, 'type' | 'scheduledOn'>): boolean {
  return event.scheduledOn === null && (HAND_EVENT_TYPES as readonly string[]).includes(event.type);
}

/** Writes need `project.manage_timeline` on an open project; an archived one answers 409. */
function assertCanPlan(actor: SessionActor, loaded: LoadedProject): void {
  if (loaded.project.archived && can(actor, 'project.manage_timeline')) {
    throw AppError.conflict(MESSAGES.projects.archivedReadOnly);
  }
  if (!loaded.abilities.manage_timeline) throw AppError.forbidden();
}

/**
 * Adds an event by hand (staff): a milestone, or a client or internal report event for the person
 * `assigneeOf` names on the locked project. Records `progress_event_added` when everyone on the
 * project sees the event's type (a milestone); returns its id.
 */
export async function addPlannedEvent(
  app: FastifyInstance,
  actor: SessionActor,
  input: { projectId: number; title: string; type: HandEventType; dueAt: string },
  assigneeOf: (project: ProjectRow) => number | null = () => null,
): Promise<number> {
  return app.db.transaction(async (tx) => {
    const loaded = await loadProjectForActor(tx, actor, input.projectId, { forUpdate: true });
    assertCanPlan(actor, loaded);
    const event = await insertProgressEvent(tx, {
      projectId: input.projectId,
      type: input.type,
      title: input.title,
      dueAt: new Date(dueAtToIso(input.dueAt)),
      userId: input.type === 'milestone' ? null : assigneeOf(loaded.project),
      createdById: actor.id,
    });
    if (seenByEveryone(input.type)) {
      await recordProjectActivity(tx, {
        projectId: input.projectId,
        actorId: actor.id,
        action: 'progress_event_added',
        data: { event: { id: event.id, title: event.title }, type: input.type },
      });
    }
    return event.id;
  });
}

/**
 * Changes the title or due date of an event added by hand (a milestone, a client or internal
 * event); scheduled events are the schedules' own (403). A new due date needs
 * `change_log.reason` and is kept in the timeline change log (field due_at); one
 * `progress_event_updated` activity row for the types everyone on the project sees.
 */
export async function updatePlannedEvent(
  app: FastifyInstance,
  actor: SessionActor,
  id: number,
  body: z.infer<typeof progressEventPatchBody>,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const event = await findEvent(tx, id);
    if (!event) throw AppError.notFound();
    const loaded = await loadProjectForActor(tx, actor, event.projectId, { forUpdate: true });
    assertCanPlan(actor, loaded);
    if (!isHandAdded(event)) throw AppError.forbidden();
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
    if (!seenByEveryone(event.type)) return;
    await recordProjectActivity(tx, {
      projectId: event.projectId,
      actorId: actor.id,
      action: 'progress_event_updated',
      data: { event: { id: event.id, title: changes.title ?? event.title }, fields },
    });
  });
}

export async function listProjectTimelineChanges(
  db: Db,
  actor: SessionActor,
  projectId: number,
  query: PageQuery,
): Promise<{ rows: TimelineChange[]; count: number }> {
  const loaded = await loadProjectForActor(db, actor, projectId);
  const visible = { types: visibleEventTypes(actor, loaded.facts), callerId: actor.id };
  const { rows, count } = await listTimelineChanges(db, projectId, visible, pageWindow(query));
  return { rows: rows.map(presentChange), count };
}
