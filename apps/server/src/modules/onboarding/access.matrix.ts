import type { MatrixSection } from '../../test/matrix.ts';
import { signedIn } from '../../test/routes.ts';

export const onboardingMatrix: MatrixSection = {
  expected: { 'POST /api/me/onboarding/': signedIn() },
  requests: { 'POST /api/me/onboarding/': () => ({ kind: 'json', body: { stage: 'finish' } }) },
};
