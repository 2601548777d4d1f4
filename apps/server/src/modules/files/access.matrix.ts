import { createImageFile } from '../../db/factories/files.ts';
import type { MatrixSection } from '../../test/matrix.ts';
import { signedIn } from '../../test/routes.ts';

export const filesMatrix: MatrixSection = {
  expected: {
    'GET /api/files/:id/download/': signedIn(),
  },
  requests: {
    'GET /api/files/:id/download/': ({ ids }) => ({ kind: 'json', params: { id: ids.fileId as number } }),
  },
  /** Each caller downloads a file of their own (anonymous callers try the admin's). */
  async setup(app, users) {
    const files = new Map<string, number>();
    for (const [role, user] of users) {
      files.set(role, await createImageFile(app.db, user.id, `${role}.png`, app.fileStore));
    }
    return (caller) => ({ fileId: files.get(caller === 'anonymous' ? 'admin' : caller) as number });
  },
};
