import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, profiles, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
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
