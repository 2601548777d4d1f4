import type { ProjectCreateBody } from '@kazi/shared/project-create';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { SessionActor } from '../../http/session.ts';
import type { ProjectCreateContext } from './handlers.ts';

/** The registered create steps' checks, before anything is written (their 403 or 400 stops it). */
export function checkProjectCreate(app: FastifyInstance, actor: SessionActor, body: ProjectCreateBody): void {
  for (const step of app.projectCore.createSteps) step.check?.(actor, body);
}

/** The registered create steps, in order, on the new project inside the creation's transaction. */
export async function applyProjectCreateSteps(
  tx: Db,
  app: FastifyInstance,
  ctx: ProjectCreateContext,
): Promise<void> {
  for (const step of app.projectCore.createSteps) await step.apply(tx, app, ctx);
}
