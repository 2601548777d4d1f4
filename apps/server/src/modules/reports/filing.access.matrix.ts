import type { MatrixSection } from '../../test/matrix.ts';

export const reportFilingMatrix: MatrixSection = { expected: {} };
