import type { Notification } from '@kazi/shared/notifications/schemas';
import type { NotificationRow } from './repository.ts';

export const presentNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  subject: row.subject,
  link: row.link,
  read_at: row.readAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});
