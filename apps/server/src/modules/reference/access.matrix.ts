import type { MatrixSection } from '../../test/matrix.ts';
import { everyone, signedIn } from '../../test/routes.ts';

export const referenceMatrix: MatrixSection = {
  expected: {
    'GET /api/countries/': everyone(),
    'GET /api/skills/': signedIn(),
  },
};
