import type { MatrixSection } from '../../test/matrix.ts';

export const reportSettingsMatrix: MatrixSection = { expected: {} };
