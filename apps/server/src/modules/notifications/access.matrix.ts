import type { MatrixSection } from '../../test/matrix.ts';
import { signedIn } from '../../test/routes.ts';
import { insertNotifications } from './repository.ts';

/** The bell: every signed-in person, on their own notifications only (another's is 404). */
export const notificationsMatrix: MatrixSection = {
  expected: {
    'GET /api/notifications/': signedIn(),
    'GET /api/notifications/unread-count/': signedIn(),
    'PATCH /api/notifications/:id/': signedIn(),
    'POST /api/notifications/read-all/': signedIn(),
  },
  requests: {
    'PATCH /api/notifications/:id/': ({ ids }) => ({
      kind: 'json',
      params: { id: ids.notificationId ?? 1 },
      body: { read: true },
    }),
  },
  /** One notification in each role's bell, for that role to mark read. */
  async setup(app, users) {
    const rows = await insertNotifications(
      app.db,
      [...users.values()].map((user) => ({
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
      return id === undefined ? {} : { notificationId: id };
    };
  },
};
