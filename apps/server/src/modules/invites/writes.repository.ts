import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invites, users } from '../../db/schema/index.ts';
import type { UserRow } from '../users/repository.ts';
import type { InviteRow } from './repository.ts';

type InviteFields = Partial<
  Pick<InviteRow, 'email' | 'firstName' | 'lastName' | 'type' | 'category' | 'keyHash' | 'expiresAt'>
>;

const pending = (id: number) => and(eq(invites.id, id), isNull(invites.usedAt));

export async function insertInvite(
  db: Db,
  values: Required<InviteFields> & { createdById: number },
): Promise<InviteRow> {
  const [invite] = await db.insert(invites).values(values).returning();
  if (!invite) throw new Error('invite insert returned nothing');
  return invite;
}

/**
 * Changes a pending invitation (a conditional UPDATE); `resent` marks a new key sent now. Null when
 * it was used meanwhile.
 */
export async function updatePendingInvite(
  db: Db,
  id: number,
  fields: InviteFields,
  options: { resent: boolean },
): Promise<InviteRow | null> {
  const [invite] = await db
    .update(invites)
    .set({ ...fields, ...(options.resent ? { resent: true, resentAt: sql`now()` } : {}) })
    .where(pending(id))
    .returning();
  return invite ?? null;
}

/** Deletes a pending invitation (a conditional DELETE); false when it was used meanwhile. */
export async function deletePendingInvite(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(invites).where(pending(id)).returning({ id: invites.id });
  return deleted.length === 1;
}

/** Uses an invitation once by its key's hash: pending and unexpired (a conditional UPDATE), else null. */
export async function claimInvite(db: Db, keyHash: string): Promise<InviteRow | null> {
  const [invite] = await db
    .update(invites)
    .set({ usedAt: sql`now()` })
    .where(and(eq(invites.keyHash, keyHash), isNull(invites.usedAt), gt(invites.expiresAt, sql`now()`)))
    .returning();
  return invite ?? null;
}

export async function markInviteUsedBy(db: Db, inviteId: number, userId: number): Promise<void> {
  await db.update(invites).set({ usedById: userId }).where(eq(invites.id, inviteId));
}

/** The account an invitation creates; `agreedNow` records the terms answered at the server's time. */
export async function insertInvitedUser(
  db: Db,
  values: Pick<UserRow, 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'type' | 'category'> & {
    agreedNow: boolean;
  },
): Promise<UserRow> {
  const { agreedNow, ...fields } = values;
  const [user] = await db
    .insert(users)
    .values({ ...fields, username: fields.email, agreedAt: agreedNow ? sql`now()` : null })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}
