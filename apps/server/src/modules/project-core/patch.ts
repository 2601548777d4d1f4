import { MESSAGES } from '@kazi/shared/messages';
import type { ProjectPatchBody } from '@kazi/shared/project-patch';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { deliverSoon } from '../mail/send.ts';
import type { ProjectPatchContext } from './handlers.ts';
import { describeAccess, loadProjectForActor } from './scope.ts';

/** Whether the body names any of these keys. */
export const has = (body: ProjectPatchBody, keys: readonly string[]) =>
  keys.some((key) => Object.hasOwn(body, key));

/**
 * Runs the registered PATCH handlers in one transaction: load and lock the project (404 outside scope),
 * check every concerned handler's policy first (403 before any write), then apply them in order.
 */
export async function patchProject(
  app: FastifyInstance,
  actor: SessionActor,
  projectId: number,
  body: ProjectPatchBody,
  requestId: string,
): Promise<void> {
  const concerned = app.projectCore.patchHandlers.filter((handler) => has(body, handler.keys));
  if (!concerned.length) throw AppError.field('non_field_errors', MESSAGES.projects.nothingToUpdate);
  await app.db.transaction(async (tx) => {
    const loaded = await loadProjectForActor(tx, actor, projectId, { forUpdate: true });
    const ctx: ProjectPatchContext = {
      actor,
      loaded,
      requestId,
      replaceProject(row) {
        ctx.loaded = describeAccess(actor, row, ctx.loaded.myParticipation, ctx.loaded.myInterestPoll);
      },
    };
    for (const handler of concerned) if (!handler.allowed(ctx, body)) throw AppError.forbidden();
    for (const handler of concerned) await handler.apply(tx, app, ctx, body);
  });
  // Mails queued by the handlers (the team's invitations) go out now rather than at the next minute (with SMTP).
  await deliverSoon(app);
}
