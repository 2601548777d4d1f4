import { MESSAGES } from '@kazi/shared/messages';
import type { ProjectPatchBody } from '@kazi/shared/projects/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { deliverSoon } from '../mail/send.ts';
import { timelinePatchHandler } from '../planning/patch-handler.ts';
import { teamPatchHandler } from '../team/patch-handler.ts';
import {
  archiveHandler,
  categoryHandler,
  detailsHandler,
  has,
  notificationsHandler,
  stageHandler,
} from './patch-fields.ts';
import { describeAccess, type LoadedProject, loadProjectForActor, type ProjectRow } from './scope.ts';

/** What every PATCH handler gets: who asks, the project as locked for this transaction, the request. */
export interface ProjectPatchContext {
  actor: SessionActor;
  /** The project row (locked FOR UPDATE) with the actor's roles and abilities. */
  loaded: LoadedProject;
  requestId: string;
  /** A handler that changed the project row hands the new row on, so later handlers see it. */
  replaceProject(row: ProjectRow): void;
}

/**
 * One part of `PATCH projects/{id}/`: the body keys it owns, one policy check for them, and the
 * change (inside the request's one transaction, with its activity and audit rows).
 */
export interface ProjectPatchHandler {
  keys: readonly (keyof ProjectPatchBody)[];
  /** The policy check for this handler's keys; false answers 403 and nothing is changed. */
  allowed(ctx: ProjectPatchContext, body: ProjectPatchBody): boolean;
  apply(tx: Db, app: FastifyInstance, ctx: ProjectPatchContext, body: ProjectPatchBody): Promise<void>;
}

/**
 * The handlers, run in this order. Project fields first, then team and timeline (J2), then the
 * state changes (convert, archive) so a body that edits and archives archives the edited project.
 */
export const PROJECT_PATCH_HANDLERS: ProjectPatchHandler[] = [
  detailsHandler,
  notificationsHandler,
  teamPatchHandler,
  timelinePatchHandler,
  categoryHandler,
  stageHandler,
  archiveHandler,
];

/**
 * Runs the PATCH pipeline in one transaction: load and lock the project (404 outside scope),
 * check every concerned handler's policy first (403 before any write), then apply them in order.
 */
export async function patchProject(
  app: FastifyInstance,
  actor: SessionActor,
  projectId: number,
  body: ProjectPatchBody,
  requestId: string,
): Promise<void> {
  const concerned = PROJECT_PATCH_HANDLERS.filter((handler) => has(body, handler.keys));
  if (!concerned.length) throw AppError.field('non_field_errors', MESSAGES.projects.nothingToUpdate);
  await app.db.transaction(async (tx) => {
    const loaded = await loadProjectForActor(tx, actor, projectId, { forUpdate: true });
    const ctx: ProjectPatchContext = {
      actor,
      loaded,
      requestId,
      replaceProject(row) {
        ctx.loaded = describeAccess(actor, row, ctx.loaded.myParticipation);
      },
    };
    for (const handler of concerned) if (!handler.allowed(ctx, body)) throw AppError.forbidden();
    for (const handler of concerned) await handler.apply(tx, app, ctx, body);
  });
  // Invitations queued by the team handler go out now rather than at the next minute (with SMTP).
  await deliverSoon(app);
}
