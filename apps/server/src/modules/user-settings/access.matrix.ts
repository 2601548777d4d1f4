import type { MatrixSection } from '../../test/matrix.ts';
import { signedIn } from '../../test/routes.ts';

export const userSettingsMatrix: MatrixSection = {
  expected: {
    'GET /api/me/settings/': signedIn(),
    'PATCH /api/me/settings/': signedIn(),
  },
  requests: {
    'PATCH /api/me/settings/': () => ({ kind: 'json', body: { switches: { newsletter_email: 'on' } } }),
  },
};
