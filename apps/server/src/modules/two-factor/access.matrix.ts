import type { MatrixSection } from '../../test/matrix.ts';
import { signedIn } from '../../test/routes.ts';

export const twoFactorMatrix: MatrixSection = {
  expected: {
    'GET /api/me/two-factor/': signedIn(),
    'POST /api/me/two-factor/setup/': signedIn(),
    'POST /api/me/two-factor/confirm/': signedIn(),
    'POST /api/me/two-factor/disable/': signedIn(),
  },
  requests: {
    'POST /api/me/two-factor/confirm/': () => ({ kind: 'json', body: { code: '000000' } }),
    'POST /api/me/two-factor/disable/': () => ({
      kind: 'json',
      body: { password: 'test-password', code: '000000' },
    }),
  },
};
