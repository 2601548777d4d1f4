import type { MatrixSection } from '../../test/matrix.ts';
import { only } from '../../test/routes.ts';

export const companyMatrix: MatrixSection = {
  expected: {
    'GET /api/me/company/': only('client_manager', 'client_support_officer', 'client'),
    'PATCH /api/me/company/': only('client_manager', 'client_support_officer', 'client'),
  },
  requests: {
    'PATCH /api/me/company/': () => ({ kind: 'json', body: { company: { bio: 'Logistics software.' } } }),
  },
};
