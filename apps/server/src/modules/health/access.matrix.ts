import type { MatrixSection } from '../../test/matrix.ts';
import { everyone } from '../../test/routes.ts';

export const healthMatrix: MatrixSection = {
  expected: {
    'GET /api/health': everyone(),
    'GET /api/ready': everyone(),
    'GET /api/openapi.json': everyone(),
  },
};
