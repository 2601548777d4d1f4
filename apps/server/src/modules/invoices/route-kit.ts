import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireActor } from '../../http/actor.ts';
import type { SessionActor } from '../../http/session.ts';
import { type Answer, type IdempotentRequest, idempotencyOf } from '../idempotency/service.ts';

/** What the invoices' routes share: their OpenAPI words and how an idempotent write answers. */

export const tags = ['Invoices'];

/** Who sees which invoice (ADR 032 Scope), said once for every read. */
export const WHO_SEES =
  'Staff who open every project (`projects.view_all`: admins, staff, pay admins, space leads) see ' +
  'the invoices of every project; client managers and support officers those of the projects ' +
  'they hold a place on, clients those of the projects they own; developers and designers see no ' +
  'incoming invoice. Payouts (type purchase, ADR 033): with `payouts.view` (not clients), staff ' +
  'every one, client managers and support officers those of their projects, developers and ' +
  'designers their own. An invoice outside the caller’s scope, or deleted, is 404.';

/** Said of every route that takes an `Idempotency-Key`. */
export const IDEMPOTENT =
  '`Idempotency-Key`: a replay answers the first response for a day; the same key with another body is 422 (ADR 029).';

/**
 * Runs an idempotent write for the signed-in caller with the request's key (over `body`, the
 * validated body) and sends its answer with its status: a replay repeats the first one's.
 */
export async function sendIdempotent<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  run: (actor: SessionActor, key: IdempotentRequest | null) => Promise<Answer<T>>,
) {
  const actor = requireActor(request);
  const answer = await run(actor, idempotencyOf(request, actor.id, body));
  return reply.code(answer.statusCode).send(answer.body);
}
