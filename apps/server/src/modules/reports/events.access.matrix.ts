import type { MatrixSection } from '../../test/matrix.ts';

export const reportEventMatrix: MatrixSection = { expected: {} };
