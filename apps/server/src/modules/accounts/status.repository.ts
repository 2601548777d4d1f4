import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export async function isAdminAccount(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId));
  return Boolean(row?.isAdmin);
}

/** Every active admin's id, their rows locked in id order (concurrent callers queue, never deadlock). */
export async function lockActiveAdminIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.isActive, true)))
    .orderBy(users.id)
    .for('update');
  return rows.map((row) => row.id);
}

/** Deactivates an active account (a conditional UPDATE); null when it was not active. */
export async function deactivateAccount(
  db: Db,
  userId: number,
): Promise<{ id: number; email: string; firstName: string } | null> {
  const [user] = await db
    .update(users)
    .set({ isActive: false, deactivatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.isActive, true)))
    .returning({ id: users.id, email: users.email, firstName: users.firstName });
  return user ?? null;
}

/** Reactivates a deactivated account not yet purged (a conditional UPDATE); false otherwise. */
export async function reactivateAccount(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isActive: true, deactivatedAt: null })
    .where(and(eq(users.id, userId), eq(users.isActive, false), sql`${users.personalDataPurgedAt} is null`))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Whether the account is active and when its personal data was purged; null when there is none. */
export async function findAccountStatus(
  db: Db,
  userId: number,
): Promise<{ isActive: boolean; purgedAt: Date | null } | null> {
  const [row] = await db
    .select({ isActive: users.isActive, purgedAt: users.personalDataPurgedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
