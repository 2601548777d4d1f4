import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UserRow } from './sessions.repository.ts';

const emailIs = (email: string) => eq(sql`lower(${users.email})`, email);

/** The account of a (lowercased) email, active or not. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(emailIs(email)).limit(1);
  return user ?? null;
}

/** The active account of a (lowercased) email, as a mail to it needs it. */
export async function findActiveRecipient(
  db: Db,
  email: string,
): Promise<{ id: number; email: string; firstName: string } | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(emailIs(email), eq(users.isActive, true)))
    .limit(1);
  return user ?? null;
}

/** A new password hash for the person; null when the account is gone. */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<UserRow | null> {
  const [user] = await db.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning();
  return user ?? null;
}

/** As `setPasswordHash`, only while the account is active (a conditional UPDATE); null otherwise. */
export async function setActivePasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
): Promise<{ id: number; email: string } | null> {
  const [user] = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), eq(users.isActive, true)))
    .returning({ id: users.id, email: users.email });
  return user ?? null;
}

export async function markLoggedIn(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ lastLogin: sql`now()` }).where(eq(users.id, userId));
}
