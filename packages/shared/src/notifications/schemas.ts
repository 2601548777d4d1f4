import { z } from 'zod';
import { pageQuery, paginated } from '../api/pagination.ts';
import { NOTIFICATION_KIND_NAMES } from './kinds.ts';

/** One entry of the bell (notifications/): what happened, where to look, read or not. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KIND_NAMES),
  subject: z.string(),
  /** An app path (`/projects/12/team`), never another site. */
  link: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET notifications/: the caller's own, newest first, with the unread count. */
export const notificationPageSchema = paginated(notificationSchema).extend({
  unread_count: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationsQuery = pageQuery.extend({
  unread: z.enum(['true', 'false']).optional(),
});
export type NotificationsQuery = z.infer<typeof notificationsQuery>;

/** PATCH notifications/{id}/: mark read (or unread again). */
export const notificationPatchBody = z.object({ read: z.boolean() }).strict();

export const unreadCountSchema = z.object({ unread_count: z.number().int() });
export const readAllSchema = z.object({ updated: z.number().int() });
