import type { Actor } from '@kazi/shared/auth/permissions';
import { seesAllInvites } from '@kazi/shared/invites/policy';
import { and, desc, eq, gt, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { invites, users } from '../../db/schema/index.ts';

export type InviteRow = typeof invites.$inferSelect;
export interface InviteWithInviter {
  invite: InviteRow;
  inviter: { id: number; firstName: string; lastName: string; email: string } | null;
}

const inviter = alias(users, 'inviter');
const inviterColumns = {
  id: inviter.id,
  firstName: inviter.firstName,
  lastName: inviter.lastName,
  email: inviter.email,
};

/** Admins see every invitation; everyone else the ones they sent (others' ids are not found). */
function scopeOf(actor: Actor): SQL | undefined {
  return seesAllInvites(actor) ? undefined : eq(invites.createdById, actor.id);
}

function usedFilter(used: boolean | undefined): SQL | undefined {
  if (used === undefined) return undefined;
  return used ? isNotNull(invites.usedAt) : isNull(invites.usedAt);
}

/**
 * One page of invitations, latest sent (or resent) first, with the inviter: two statements whatever
 * the page size.
 */
export async function listInvites(
  db: Db,
  actor: Actor,
  filter: { used?: boolean | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: InviteWithInviter[]; count: number }> {
  const where = and(scopeOf(actor), usedFilter(filter.used));
  const [rows, [total]] = await Promise.all([
    db
      .select({ invite: invites, inviter: inviterColumns })
      .from(invites)
      .leftJoin(inviter, eq(inviter.id, invites.createdById))
      .where(where)
      .orderBy(desc(sql`coalesce(${invites.resentAt}, ${invites.createdAt})`), desc(invites.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(invites).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function findInvite(db: Db, actor: Actor, id: number): Promise<InviteWithInviter | null> {
  const [row] = await db
    .select({ invite: invites, inviter: inviterColumns })
    .from(invites)
    .leftJoin(inviter, eq(inviter.id, invites.createdById))
    .where(and(eq(invites.id, id), scopeOf(actor)))
    .limit(1);
  return row ?? null;
}

/** A pending invitation whose link still works, by its key's hash. */
export async function findLiveInviteByKeyHash(db: Db, keyHash: string): Promise<InviteRow | null> {
  const [row] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.keyHash, keyHash), isNull(invites.usedAt), gt(invites.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

/**
 * The inviter's pending invitation to this email, expired or not, locked for the change to come
 * (at most one: a partial unique index); `exceptId` leaves one invitation out.
 */
export async function lockPendingInviteFrom(
  db: Db,
  createdById: number | null,
  email: string,
  exceptId?: number,
): Promise<InviteRow | null> {
  if (createdById === null) return null;
  const [row] = await db
    .select()
    .from(invites)
    .where(
      and(
        eq(invites.createdById, createdById),
        eq(sql`lower(${invites.email})`, email.toLowerCase()),
        isNull(invites.usedAt),
        exceptId ? ne(invites.id, exceptId) : undefined,
      ),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}
