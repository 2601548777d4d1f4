import { createHash } from 'node:crypto';
import { idempotencyKeySchema } from '@kazi/shared/api/idempotency';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteIdempotencyKeysBefore,
  findIdempotencyKey,
  type IdempotencyClaim,
} from './repository.ts';

/** How long a key is remembered: a retry comes within minutes; a day covers a client offline overnight. */
const KEY_TTL_MS = 24 * 3_600_000;

/**
 * A route's `schema.headers` when it takes `Idempotency-Key` (the other headers pass through
 * untouched); the OpenAPI document lists the header and its 422.
 */
export const idempotencyHeaders = z.looseObject({ 'idempotency-key': idempotencyKeySchema.optional() });

/** What identifies one idempotent request: who, which key, which route, which body (the row's claim). */
export type IdempotentRequest = IdempotencyClaim;

/** The answer a route sends, as stored for replays (JSON data only). */
export interface Answer<T> {
  statusCode: number;
  body: T;
}

/** The same JSON with object keys in order, so equal bodies hash alike whatever their key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * The request's key, or null when it sent none. `body` is the validated body: two requests
 * that mean the same (`7.5` and `"7.50"` hours) are one.
 */
export function idempotencyOf(
  request: FastifyRequest,
  actorId: number,
  body: unknown,
): IdempotentRequest | null {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key === '') return null;
  return {
    actorId,
    key,
    // The path, not the route's pattern: a key sent for invoice 7 is not a key for invoice 8.
    route: `${request.method} ${request.url.split('?')[0]}`,
    bodyHash: createHash('sha256')
      .update(JSON.stringify(canonical(body)) ?? '')
      .digest('hex'),
  };
}

/**
 * Runs `run` once per key, inside the caller's transaction (call it first in the transaction, so
 * the key is held before anything else): a first request claims the key and stores the answer
 * with its change; a replay (same person, key, route and body) answers the stored one and runs
 * nothing; the same key with another route or body is 422. A request that fails (4xx, 5xx) rolls
 * back its claim, so a retry runs again. Without a key, `run` simply runs.
 */
export async function idempotent<T>(
  tx: Db,
  request: IdempotentRequest | null,
  run: () => Promise<Answer<T>>,
): Promise<Answer<T>> {
  if (!request) return run();
  if (await claimIdempotencyKey(tx, request)) {
    const answer = await run();
    await completeIdempotencyKey(tx, request, { statusCode: answer.statusCode, response: answer.body });
    return answer;
  }
  const first = await findIdempotencyKey(tx, request.actorId, request.key);
  if (!first || first.statusCode === null) throw AppError.conflict();
  if (first.route !== request.route || first.bodyHash !== request.bodyHash) {
    throw new AppError('idempotency_mismatch', MESSAGES.api.idempotencyMismatch);
  }
  return { statusCode: first.statusCode, body: first.response as T };
}

/** Forgets keys older than a day (hourly job). */
export async function deleteOldIdempotencyKeys(app: FastifyInstance): Promise<void> {
  const removed = await deleteIdempotencyKeysBefore(app.db, new Date(Date.now() - KEY_TTL_MS));
  if (removed) app.log.info({ removed }, 'old idempotency keys removed');
}
