import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, profiles, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
type ProfileRow = typeof profiles.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

export interface UserDetails {
  user: UserRow;
  profile: ProfileRow | null;
  company: CompanyRow | null;
}

/** A user with profile and company in one query. */
export async function findUserDetails(db: Db, userId: number): Promise<UserDetails | null> {
  const [row] = await db
    .select({ user: users, profile: profiles, company: companies })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(companies, eq(companies.ownerId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, userId: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Whether an account has this email, whatever the letter case. */
export async function userWithEmailExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return Boolean(row);
}

/** The one write of `can_contribute`; `restart` sends the person back to onboarding step one. */
export async function setCanContribute(
  db: Db,
  userId: number,
  value: boolean,
  restart: boolean,
): Promise<void> {
  await db
    .update(users)
    .set({ canContribute: value, ...(restart ? { onboardingStage: 'one' as const } : {}) })
    .where(eq(users.id, userId));
}
