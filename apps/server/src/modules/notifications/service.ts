import type { Notification, NotificationsQuery } from '@kazi/shared/notifications/schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { pageWindow } from '../../http/pagination.ts';
import { presentNotification } from './presenter.ts';
import { countUnread, listNotifications, markAllRead, setRead } from './repository.ts';

/** GET notifications/: the caller's own only (nobody reads another person's bell, staff neither). */
export async function listOwnNotifications(db: Db, actorId: number, query: NotificationsQuery) {
  const { rows, count, unread } = await listNotifications(
    db,
    actorId,
    query.unread === 'true',
    pageWindow(query),
  );
  return { count, unread, results: rows.map(presentNotification) };
}

export const unreadCount = async (db: Db, actorId: number) => ({
  unread_count: await countUnread(db, actorId),
});

/** PATCH notifications/{id}/: another person's notification is 404, like one that does not exist. */
export async function markRead(db: Db, actorId: number, id: number, read: boolean): Promise<Notification> {
  const row = await setRead(db, actorId, id, read);
  if (!row) throw AppError.notFound();
  return presentNotification(row);
}

export const readAll = async (db: Db, actorId: number) => ({ updated: await markAllRead(db, actorId) });
