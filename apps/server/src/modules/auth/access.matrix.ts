import type { MatrixSection } from '../../test/matrix.ts';
import { everyone, signedIn } from '../../test/routes.ts';

export const authMatrix: MatrixSection = {
  expected: {
    'POST /api/auth/login/': everyone(),
    'POST /api/auth/logout/': everyone(),
    'POST /api/auth/login/two-factor/': everyone(),
    'GET /api/auth/verify/': signedIn(),
  },
  requests: {
    'POST /api/auth/login/': () => ({
      kind: 'json',
      body: { email: 'matrix-nobody@example.test', password: 'wrong-password' },
    }),
  },
  endsSession: ['POST /api/auth/logout/'],
};
