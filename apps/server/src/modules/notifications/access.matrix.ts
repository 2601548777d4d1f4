import { createUserWithRole } from '../../db/factories/users.ts';
import type { MatrixSection } from '../../test/matrix.ts';
import { signedIn, succeeds } from '../../test/routes.ts';
import { insertNotifications } from './repository.ts';

/** The bell: every signed-in person, on their own notifications only (another's is 404). */
export const notificationsMatrix: MatrixSection = {
  expected: {
    'GET /api/notifications/': signedIn(),
    'GET /api/notifications/unread-count/': signedIn(),
    'PATCH /api/notifications/:id/': succeeds(signedIn(), 200),
    'POST /api/notifications/read-all/': signedIn(),
  },
  requests: {
    'PATCH /api/notifications/:id/': ({ ids }) => ({
      kind: 'json',
      params: { id: ids.notificationId ?? 1 },
      body: { read: true },
    }),
  },
  unreachable: {
    // Someone else's notification: 404, as if it did not exist.
    'PATCH /api/notifications/:id/': ({ ids }) => ({
      kind: 'json',
      params: { id: ids.foreignNotificationId ?? 1 },
      body: { read: true },
    }),
  },
  /** One notification in each role's bell, for that role to mark read, and one in a stranger's. */
  async setup(app, users) {
    const stranger = await createUserWithRole(app.db, 'developer');
    const rows = await insertNotifications(
      app.db,
      [...users.values(), stranger].map((user) => ({
        recipientId: user.id,
        kind: 'rate_changed' as const,
        subject: 'Matrix',
        link: '/dashboard',
        key: 'matrix',
      })),
    );
    const byUser = new Map(rows.map((row) => [row.recipientId, row.id]));
    return (caller): Record<string, number> => {
      const user = caller === 'anonymous' ? undefined : users.get(caller);
      const id = user ? byUser.get(user.id) : undefined;
      const foreignNotificationId = byUser.get(stranger.id) as number;
      return id === undefined ? { foreignNotificationId } : { notificationId: id, foreignNotificationId };
    };
  },
};
