import type { NotificationKind } from '@kazi/shared/notifications/kinds';
import type { EmailSwitch } from '@kazi/shared/privacy/switches';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, userSettings } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NotificationInsert {
  recipientId: number;
  kind: NotificationKind;
  subject: string;
  link: string;
  key: string;
}

/** Inserts the rows whose (recipient, key) is new; answers the ones written. */
export async function insertNotifications(
  tx: Db,
  rows: readonly NotificationInsert[],
): Promise<{ id: number; recipientId: number; key: string }[]> {
  if (!rows.length) return [];
  return tx
    .insert(notifications)
    .values([...rows])
    .onConflictDoNothing({ target: [notifications.recipientId, notifications.key] })
    .returning({ id: notifications.id, recipientId: notifications.recipientId, key: notifications.key });
}

/** The stored switches of these people, by person (unset switches are absent). */
export async function findSwitches(
  db: Db,
  userIds: readonly number[],
  names: readonly EmailSwitch[],
): Promise<Map<number, Map<string, boolean>>> {
  const byUser = new Map<number, Map<string, boolean>>();
  if (!userIds.length || !names.length) return byUser;
  const rows = await db
    .select({ userId: userSettings.userId, name: userSettings.name, enabled: userSettings.enabled })
    .from(userSettings)
    .where(and(inArray(userSettings.userId, [...userIds]), inArray(userSettings.name, [...names])));
  for (const row of rows) {
    const own = byUser.get(row.userId) ?? new Map<string, boolean>();
    own.set(row.name, row.enabled);
    byUser.set(row.userId, own);
  }
  return byUser;
}

const ownUnread = (recipientId: number) =>
  and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt));

/** One page of a person's notifications, newest first, with the count and the unread count. */
export async function listNotifications(
  db: Db,
  recipientId: number,
  unreadOnly: boolean,
  window: { limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; count: number; unread: number }> {
  const where = unreadOnly ? ownUnread(recipientId) : eq(notifications.recipientId, recipientId);
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({
        count: sql<number>`count(*) filter (where ${where})::int`,
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int`,
      })
      .from(notifications)
      .where(eq(notifications.recipientId, recipientId)),
  ]);
  return { rows, count: counts?.count ?? 0, unread: counts?.unread ?? 0 };
}

export async function countUnread(db: Db, recipientId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(ownUnread(recipientId));
  return row?.n ?? 0;
}

/** Marks one of the person's notifications read (or unread); undefined when it is not theirs. */
export async function setRead(
  db: Db,
  recipientId: number,
  id: number,
  read: boolean,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: read ? sql`coalesce(${notifications.readAt}, now())` : null })
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
    .returning();
  return row;
}

export async function markAllRead(db: Db, recipientId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(ownUnread(recipientId))
    .returning({ id: notifications.id });
  return rows.length;
}
