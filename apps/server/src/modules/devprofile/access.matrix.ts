import type { MatrixSection } from '../../test/matrix.ts';
import { type MatrixRow, only, succeeds } from '../../test/routes.ts';

/**
 * devprofile/{id}/ of the matrix's developer: the developer themselves and the roles that browse
 * talent read it; a designer or a client asking gets 404 (as if it did not exist).
 */
const devProfileRow: MatrixRow = succeeds(
  {
    admin: 'ok',
    pay_admin: 'ok',
    staff: 'ok',
    space_lead: 'ok',
    client_manager: 'ok',
    client_support_officer: 'ok',
    client: 404,
    developer: 'ok',
    designer: 404,
    anonymous: 401,
  },
  200,
);

export const devProfileMatrix: MatrixSection = {
  expected: {
    'GET /api/devprofile/:id/': devProfileRow,
    // Vetting (`tests.manage`): admin and staff.
    'PATCH /api/devprofile/:id/': succeeds(only('admin', 'staff'), 200),
  },
  requests: {
    'GET /api/devprofile/:id/': ({ ids }) => ({ kind: 'json', params: { id: ids.developerId as number } }),
    'PATCH /api/devprofile/:id/': ({ ids }) => ({
      kind: 'json',
      params: { id: ids.developerId as number },
      body: { is_vetted: true },
    }),
  },
  unreachable: {
    // A person who has no developer profile (a client): 404 for everyone.
    'GET /api/devprofile/:id/': ({ ids }) => ({ kind: 'json', params: { id: ids.notDeveloperId as number } }),
    'PATCH /api/devprofile/:id/': ({ ids }) => ({
      kind: 'json',
      params: { id: ids.notDeveloperId as number },
      body: { is_vetted: true },
    }),
  },
  async setup(_app, users) {
    const developerId = users.get('developer')?.id as number;
    const notDeveloperId = users.get('client')?.id as number;
    return () => ({ developerId, notDeveloperId });
  },
};
