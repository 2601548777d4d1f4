import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';

/**
 * Sets `profiles.is_vetted` when it differs (a talent without a profile row gets one): whether
 * this statement changed it. Two parallel requests for the same value: one change, one no-op.
 */
export async function setVetted(db: Db, userId: number, isVetted: boolean): Promise<boolean> {
  const rows = await db
    .insert(profiles)
    .values({ userId, isVetted })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { isVetted, updatedAt: sql`now()` },
      setWhere: sql`${profiles.isVetted} is distinct from ${isVetted}`,
    })
    .returning({ userId: profiles.userId });
  return rows.length > 0;
}
