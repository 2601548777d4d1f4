import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shareSettings, users } from '../../db/schema/index.ts';

export type ShareRow = typeof shareSettings.$inferSelect;

/** 32 random bytes, base64url: 256 bits, 43 characters. */
const newShareKey = (): string => randomBytes(32).toString('base64url');

/** Creates the caller's share settings unless they exist; `created` says which happened. */
export async function createShareSettings(
  db: Db,
  userId: number,
  isLinkEnabled: boolean,
): Promise<{ row: ShareRow; created: boolean }> {
  const [created] = await db
    .insert(shareSettings)
    .values({ userId, key: newShareKey(), isLinkEnabled })
    .onConflictDoNothing({ target: shareSettings.userId })
    .returning();
  if (created) return { row: created, created: true };
  const existing = await findOwnShareSettings(db, userId);
  if (!existing) throw new Error('share settings neither created nor found');
  return { row: existing, created: false };
}

export async function findOwnShareSettings(db: Db, userId: number): Promise<ShareRow | null> {
  const [row] = await db.select().from(shareSettings).where(eq(shareSettings.userId, userId)).limit(1);
  return row ?? null;
}

/** Switches the link when it is in the other state: the row when it changed, null otherwise. */
export async function switchShareLink(
  db: Db,
  userId: number,
  id: number,
  enabled: boolean,
): Promise<ShareRow | null> {
  const [row] = await db
    .update(shareSettings)
    .set({ isLinkEnabled: enabled })
    .where(
      and(
        eq(shareSettings.id, id),
        eq(shareSettings.userId, userId),
        ne(shareSettings.isLinkEnabled, enabled),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findShareById(db: Db, userId: number, id: number): Promise<ShareRow | null> {
  const [row] = await db
    .select()
    .from(shareSettings)
    .where(and(eq(shareSettings.id, id), eq(shareSettings.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The owner behind an enabled link of an active account, or null (unknown, disabled, deactivated). */
export async function findSharedProfileOwner(
  db: Db,
  key: string,
): Promise<{ userId: number; avatarFileId: number | null } | null> {
  const [row] = await db
    .select({ userId: users.id, avatarFileId: users.avatarFileId })
    .from(shareSettings)
    .innerJoin(users, eq(users.id, shareSettings.userId))
    .where(and(eq(shareSettings.key, key), eq(shareSettings.isLinkEnabled, true), eq(users.isActive, true)))
    .limit(1);
  return row ?? null;
}
