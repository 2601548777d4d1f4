import { createUserWithRole } from '../../db/factories/users.ts';
import type { MatrixSection } from '../../test/matrix.ts';
import { everyone, only, signedIn, succeeds } from '../../test/routes.ts';

/**
 * One's own account and the users admin. Bodies are valid where the route checks the password: a
 * wrong one answers 400, nothing changes. The admin's rows act on a developer made for them.
 */
export const accountsMatrix: MatrixSection = {
  expected: {
    'GET /api/me/account/': signedIn(),
    'PATCH /api/me/account/': signedIn(),
    'POST /api/me/account/deactivate/': signedIn(),
    'GET /api/me/user/': signedIn(),
    'PATCH /api/me/user/': signedIn(),
    'POST /api/auth/password/change/': signedIn(),
    'POST /api/auth/password/reset/': everyone(),
    'POST /api/auth/password/reset/confirm/': everyone(),
    'GET /api/users/': only('admin'),
    'POST /api/users/': only('admin'),
    'GET /api/users/:id/': succeeds(only('admin'), 200),
    'POST /api/users/:id/status/change/': succeeds(only('admin'), 200),
  },
  requests: {
    'POST /api/me/account/deactivate/': () => ({ kind: 'json', body: { password: 'not-the-password' } }),
    'PATCH /api/me/user/': ({ caller }) => ({
      kind: 'json',
      body: { email: `matrix-new-${caller}@example.test`, password: 'not-the-password' },
    }),
    'POST /api/auth/password/change/': () => ({
      kind: 'json',
      body: {
        old_password: 'not-the-password',
        new_password1: 'a fine new password',
        new_password2: 'a fine new password',
      },
    }),
    'POST /api/auth/password/reset/': () => ({ kind: 'json', body: { email: 'matrix-nobody@example.test' } }),
    'POST /api/auth/password/reset/confirm/': () => ({
      kind: 'json',
      body: {
        uid: 'MQ',
        token: 'not-a-token',
        new_password1: 'a fine new password',
        new_password2: 'a fine new password',
      },
    }),
    'POST /api/users/': ({ caller }) => ({
      kind: 'json',
      body: {
        email: `matrix-client-${caller}@example.test`,
        first_name: 'Matrix',
        last_name: 'Client',
        company: {
          name: 'Matrix Ltd',
          street: 'Main Street',
          plot_number: '1',
          city: 'Kampala',
          postal_code: '256',
          country: 'UG',
        },
      },
    }),
    'GET /api/users/:id/': ({ ids }) => ({ kind: 'json', params: { id: ids.matrixUserId ?? 1 } }),
    'POST /api/users/:id/status/change/': ({ ids }) => ({
      kind: 'json',
      params: { id: ids.matrixUserId ?? 1 },
      body: { action: 'deactivate' },
    }),
  },
  unreachable: {
    // Admins reach every person: only one that does not exist is out of reach.
    'GET /api/users/:id/': () => ({ kind: 'json', params: { id: 2_000_000_000 } }),
    'POST /api/users/:id/status/change/': () => ({
      kind: 'json',
      params: { id: 2_000_000_000 },
      body: { action: 'deactivate' },
    }),
  },
  async setup(app) {
    const target = await createUserWithRole(app.db, 'developer');
    return () => ({ matrixUserId: target.id });
  },
};
