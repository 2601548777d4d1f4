import type { MatrixSection } from '../../test/matrix.ts';
import { everyone } from '../../test/routes.ts';

export const webConfigMatrix: MatrixSection = {
  expected: { 'GET /api/config/': everyone() },
};
