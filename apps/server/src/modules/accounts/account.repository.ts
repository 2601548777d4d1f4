import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UserRow } from '../users/repository.ts';

/** What `PATCH me/account/` changes: the invoice address, and terms answered now (the server's time). */
export interface AccountChanges {
  invoiceEmail?: string | null;
  agreedNow?: true;
  disagreedNow?: true;
}

/** Applies the changes to the person's row; null when there is no such row. */
export async function updateAccountRow(
  db: Db,
  userId: number,
  changes: AccountChanges,
): Promise<UserRow | null> {
  const [user] = await db
    .update(users)
    .set({
      ...(changes.invoiceEmail !== undefined ? { invoiceEmail: changes.invoiceEmail } : {}),
      ...(changes.agreedNow ? { agreedAt: sql`now()` } : {}),
      ...(changes.disagreedNow ? { disagreedAt: sql`now()` } : {}),
    })
    .where(eq(users.id, userId))
    .returning();
  return user ?? null;
}

/** Whether someone else's account has this (lowercased) email. */
export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

/** The sign-in email, which is also the username. */
export async function setAccountEmail(db: Db, userId: number, email: string): Promise<void> {
  await db.update(users).set({ email, username: email }).where(eq(users.id, userId));
}
