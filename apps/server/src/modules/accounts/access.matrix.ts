import type { MatrixSection } from '../../test/matrix.ts';
import { everyone, signedIn } from '../../test/routes.ts';

/** Bodies are valid where the route checks the password: a wrong one answers 400, nothing changes. */
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
  },
};
