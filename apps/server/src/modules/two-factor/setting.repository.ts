import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { installationSettings, users } from '../../db/schema/index.ts';

export type InstallationSettingRow = typeof installationSettings.$inferSelect;

export async function findInstallationSetting(db: Db, name: string): Promise<InstallationSettingRow | null> {
  const [row] = await db.select().from(installationSettings).where(eq(installationSettings.name, name));
  return row ?? null;
}

/** Writes the setting, or replaces its value (its `updated_at` moves on). */
export async function saveInstallationSetting(db: Db, name: string, value: string): Promise<void> {
  await db
    .insert(installationSettings)
    .values({ name, value })
    .onConflictDoUpdate({ target: installationSettings.name, set: { value, updatedAt: sql`now()` } });
}

/** Ids of the accounts that existed at `moment`. */
export async function userIdsJoinedBy(db: Db, moment: Date): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(lte(users.dateJoined, moment));
  return rows.map((row) => row.id);
}
