import type { MatrixSection } from '../../test/matrix.ts';
import { only } from '../../test/routes.ts';

/** Work, education and profile projects: talents only (developers, designers, space leads). */
const talents = only('developer', 'designer', 'space_lead');

export const experienceMatrix: MatrixSection = {
  expected: Object.fromEntries(
    ['work', 'education', 'project'].flatMap((kind) => [
      [`GET /api/me/${kind}/`, talents],
      [`POST /api/me/${kind}/`, talents],
      [`PATCH /api/me/${kind}/:id/`, talents],
      [`DELETE /api/me/${kind}/:id/`, talents],
    ]),
  ),
};
