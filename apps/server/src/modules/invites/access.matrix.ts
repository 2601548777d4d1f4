import type { MatrixSection } from '../../test/matrix.ts';
import { everyone, only } from '../../test/routes.ts';

const inviters = only(
  'admin',
  'pay_admin',
  'staff',
  'space_lead',
  'client_manager',
  'client_support_officer',
  'client',
);

export const invitesMatrix: MatrixSection = {
  expected: {
    'GET /api/invites/': inviters,
    'POST /api/invites/': inviters,
    'PATCH /api/invites/:id/': inviters,
    'DELETE /api/invites/:id/': inviters,
    'GET /api/invites/key/:key/': everyone(),
    'POST /api/auth/register/': everyone(),
  },
  requests: {
    'POST /api/invites/': ({ caller }) => ({
      kind: 'json',
      body: {
        email: `matrix-invite-${caller}@example.test`,
        first_name: 'Matrix',
        last_name: 'Invite',
        type: 1,
      },
    }),
    'POST /api/auth/register/': () => ({
      kind: 'json',
      body: { invite_key: 'not-a-key', password: 'a long enough password' },
    }),
  },
};
