import type { MatrixSection } from '../../test/matrix.ts';
import { signedIn } from '../../test/routes.ts';

export const sessionsMatrix: MatrixSection = {
  expected: {
    'GET /api/me/sessions/': signedIn(),
    'DELETE /api/me/sessions/:id/': signedIn(),
    'POST /api/me/sessions/sign-out-others/': signedIn(),
  },
  requests: {
    // Nobody's session: 404 after the access check (the caller's own session stays).
    'DELETE /api/me/sessions/:id/': () => ({
      kind: 'json',
      params: { id: '00000000-0000-4000-8000-000000000000' },
    }),
  },
};
