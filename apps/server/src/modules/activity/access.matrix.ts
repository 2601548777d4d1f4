import type { MatrixSection } from '../../test/matrix.ts';
import { signedIn } from '../../test/routes.ts';

/** The feed of the caller's own project (`projectId`, prepared by the projects section). */
export const activityMatrix: MatrixSection = {
  expected: {
    'GET /api/activity/': signedIn(),
  },
  requests: {
    'GET /api/activity/': ({ ids }) => ({ kind: 'json', query: `project=${ids.projectId}` }),
  },
};
