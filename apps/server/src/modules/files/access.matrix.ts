import { createImageFile } from '../../db/factories/files.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import type { MatrixSection } from '../../test/matrix.ts';
import { signedIn, succeeds } from '../../test/routes.ts';

export const filesMatrix: MatrixSection = {
  expected: {
    'GET /api/files/:id/download/': succeeds(signedIn(), 200),
  },
  unreachable: {
    // A file of someone else's that no record shows the caller: 404. Admins reach every file:
    // for them only one that does not exist is out of reach.
    'GET /api/files/:id/download/': ({ caller, ids }) => ({
      kind: 'json',
      params: { id: caller === 'admin' ? 2_000_000_000 : (ids.foreignFileId as number) },
    }),
  },
  requests: {
    'GET /api/files/:id/download/': ({ ids }) => ({ kind: 'json', params: { id: ids.fileId as number } }),
  },
  /** Each caller downloads a file of their own (anonymous callers try the admin's); a stranger's is out of reach. */
  async setup(app, users) {
    const files = new Map<string, number>();
    for (const [role, user] of users) {
      files.set(role, await createImageFile(app.db, user.id, `${role}.png`, app.fileStore));
    }
    const stranger = await createUserWithRole(app.db, 'developer');
    const foreignFileId = await createImageFile(app.db, stranger.id, 'stranger.png', app.fileStore);
    return (caller) => ({
      fileId: files.get(caller === 'anonymous' ? 'admin' : caller) as number,
      foreignFileId,
    });
  },
};
