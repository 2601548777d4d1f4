import { createUserWithRole } from '../../db/factories/users.ts';
import type { MatrixSection } from '../../test/matrix.ts';
import { only, succeeds } from '../../test/routes.ts';

export const usersMatrix: MatrixSection = {
  expected: {
    'GET /api/users/': only('admin'),
    'POST /api/users/': only('admin'),
    'GET /api/users/:id/': succeeds(only('admin'), 200),
    'POST /api/users/:id/status/change/': succeeds(only('admin'), 200),
  },
  requests: {
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
