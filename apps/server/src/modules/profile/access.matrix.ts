import { eq } from 'drizzle-orm';
import { createImageFile, solidPng } from '../../db/factories/files.ts';
import { createUser } from '../../db/factories/users.ts';
import { users } from '../../db/schema/index.ts';
import type { MatrixSection } from '../../test/matrix.ts';
import { signedIn, succeeds } from '../../test/routes.ts';

export const profileMatrix: MatrixSection = {
  expected: {
    'GET /api/me/profile/': signedIn(),
    'PATCH /api/me/profile/': signedIn(),
    'GET /api/avatars/:id/': succeeds(signedIn(), 200),
  },
  requests: {
    'PATCH /api/me/profile/': () => ({
      kind: 'upload',
      parts: [
        { name: 'phone_number', value: '+256 772 000 099' },
        { name: 'image', fileName: 'me.png', bytes: solidPng(4, 4, [10, 120, 60]) },
      ],
    }),
    'GET /api/avatars/:id/': ({ ids }) => ({ kind: 'json', params: { id: ids.avatarFileId ?? 1 } }),
  },
  unreachable: {
    // A file that is nobody's avatar (an ID scan, say) is not served as one.
    'GET /api/avatars/:id/': ({ ids }) => ({ kind: 'json', params: { id: ids.notAvatarFileId as number } }),
  },
  /** Everyone asks for the avatar of someone outside the matrix, and for a file of theirs that is not one. */
  async setup(app) {
    const person = await createUser(app.db, { type: 1, category: 'developer' });
    const fileId = await createImageFile(app.db, person.id, 'avatar.png', app.fileStore);
    await app.db.update(users).set({ avatarFileId: fileId }).where(eq(users.id, person.id));
    const notAvatarFileId = await createImageFile(app.db, person.id, 'passport.png', app.fileStore);
    return () => ({ avatarFileId: fileId, notAvatarFileId });
  },
};
