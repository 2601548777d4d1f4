import { MESSAGES } from '@kazi/shared/messages';
import type { ProjectFacts } from '@kazi/shared/projects/policy';
import {
  canEditFiled,
  canFileEvent,
  canSeeEvent,
  type EventFacts,
  filesEvent,
} from '@kazi/shared/reports/policy';
import type { ProgressReport } from '@kazi/shared/reports/schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { type LoadedProject, loadProjectForActor } from '../project-core/index.ts';
import { presentReport } from './filed.presenter.ts';
import { type EventRow, findAttachmentFile, findEventRow, findFiledReports } from './filed.repository.ts';

const R = MESSAGES.reports;

export const eventFacts = (event: EventRow): EventFacts => ({
  type: event.type,
  userId: event.userId,
  overdueAt: event.overdueAt,
});

/** An event and its project as the actor may see them: 404 when they may not (ADR 030). */
export async function loadEventForActor(
  db: Db,
  actor: SessionActor,
  eventId: number,
  forUpdate = false,
): Promise<{ event: EventRow; loaded: LoadedProject }> {
  const event = await findEventRow(db, eventId, forUpdate);
  if (!event) throw AppError.notFound();
  const loaded = await loadProjectForActor(db, actor, event.projectId);
  if (!canSeeEvent(actor, loaded.facts, eventFacts(event))) throw AppError.notFound();
  return { event, loaded };
}

/**
 * Filing is for the event's person now (its managers when it has none; policy `filesEvent`): anyone else is 403; the
 * person themselves past the window or on an archived project is 409 'closed'.
 */
export function assertMayFile(actor: SessionActor, facts: ProjectFacts, event: EventRow, now: Date): void {
  if (canFileEvent(actor, facts, eventFacts(event), now)) return;
  if (!filesEvent(actor, facts, eventFacts(event))) throw AppError.forbidden();
  throw AppError.conflict(R.closed);
}

/** A report or rating is changed by its author alone (403), within the window (409 'closed'). */
export function assertMayEdit(
  actor: SessionActor,
  facts: ProjectFacts,
  authorId: number | null,
  event: EventRow,
  now: Date,
): void {
  if (canEditFiled(actor, facts, { authorId }, eventFacts(event), now)) return;
  if (authorId !== actor.id) throw AppError.forbidden();
  throw AppError.conflict(R.closed);
}

/** Unknown keys become one 'Unknown field.' per key, as on routes whose body schema Fastify checks. */
export function unknownKeysApart(issue: z.core.$ZodIssue): { path: PropertyKey[]; message: string }[] {
  if (issue.code !== 'unrecognized_keys') return [issue];
  return issue.keys.map((key) => ({ path: [...issue.path, key], message: MESSAGES.api.unknownField }));
}

/** GET progress-reports/{id}/: for whoever may see its event. */
export async function getReport(
  app: FastifyInstance,
  actor: SessionActor,
  id: number,
): Promise<ProgressReport> {
  const [report] = await findFiledReports(app.db, [id]);
  if (!report) throw AppError.notFound();
  const { event, loaded } = await loadEventForActor(app.db, actor, report.eventId);
  const canEdit = canEditFiled(actor, loaded.facts, report, eventFacts(event), new Date());
  return presentReport(report, canEdit);
}

/** An attachment's stored file, for whoever may see the report's event; 404 otherwise. */
export async function reportAttachmentFile(
  app: FastifyInstance,
  actor: SessionActor,
  reportId: number,
  attachmentId: number,
) {
  const [report] = await findFiledReports(app.db, [reportId]);
  if (!report) throw AppError.notFound();
  await loadEventForActor(app.db, actor, report.eventId);
  const file = await findAttachmentFile(app.db, reportId, attachmentId);
  if (!file) throw AppError.notFound();
  return file;
}
