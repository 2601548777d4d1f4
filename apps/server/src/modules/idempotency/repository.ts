import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export interface IdempotencyClaim {
  actorId: number;
  key: string;
  route: string;
  bodyHash: string;
}

/**
 * Claims a key for this transaction, or returns false when the person already used it. A second
 * request with the same key waits here (on the unique index) until the first one's transaction
 * ends: then it finds that row, or, when the first rolled back, claims the key itself.
 */
export async function claimIdempotencyKey(db: Db, claim: IdempotencyClaim): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing({ target: [idempotencyKeys.actorId, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  return rows.length > 0;
}

export async function findIdempotencyKey(
  db: Db,
  actorId: number,
  key: string,
): Promise<IdempotencyRow | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.actorId, actorId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

/** Stores the answer of a key claimed in this transaction. */
export async function completeIdempotencyKey(
  db: Db,
  claim: Pick<IdempotencyClaim, 'actorId' | 'key'>,
  answer: { statusCode: number; response: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set(answer)
    .where(and(eq(idempotencyKeys.actorId, claim.actorId), eq(idempotencyKeys.key, claim.key)));
}

/** Forgets keys claimed before `before`; returns how many. */
export async function deleteIdempotencyKeysBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ id: idempotencyKeys.id });
  return rows.length;
}
