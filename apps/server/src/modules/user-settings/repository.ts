import type { EmailSwitch } from '@kazi/shared/privacy/switches';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userSettings } from '../../db/schema/index.ts';

export interface StoredSwitch {
  name: string;
  enabled: boolean;
}

export async function findSwitches(db: Db, userId: number): Promise<StoredSwitch[]> {
  return db
    .select({ name: userSettings.name, enabled: userSettings.enabled })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
}

/** Writes each sent switch, replacing a stored value. */
export async function upsertSwitches(
  db: Db,
  userId: number,
  switches: readonly { name: EmailSwitch; enabled: boolean }[],
): Promise<void> {
  await db
    .insert(userSettings)
    .values(switches.map(({ name, enabled }) => ({ userId, name, enabled })))
    .onConflictDoUpdate({
      target: [userSettings.userId, userSettings.name],
      set: { enabled: sql`excluded.enabled` },
    });
}
