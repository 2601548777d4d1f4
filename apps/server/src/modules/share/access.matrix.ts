import type { Role } from '@kazi/shared/auth/roles';
import { setAvatar } from '../../db/factories/profiles.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import type { MatrixSection } from '../../test/matrix.ts';
import { everyone, only, succeeds } from '../../test/routes.ts';
import { createShareSettings } from './repository.ts';

const talents = only('developer', 'designer', 'space_lead');
const GREEN: [number, number, number] = [22, 101, 52];
const WHITE: [number, number, number] = [255, 255, 255];

/**
 * Share settings are the talent's own (another's id is 404); the public page (the matrix
 * developer's enabled link, with an avatar) is open to anyone with the key, signed in or not,
 * and a switched-off link is 404 for everyone.
 */
export const shareMatrix: MatrixSection = {
  expected: {
    'POST /api/profile/share/': talents,
    'GET /api/profile/share/': talents,
    'PATCH /api/profile/share/:id/': succeeds(talents, 200),
    'GET /api/public-profiles/:key/': succeeds(everyone(), 200),
    'GET /api/public-profiles/:key/avatar/': succeeds(everyone(), 200),
  },
  requests: {
    'PATCH /api/profile/share/:id/': ({ ids }) => ({
      kind: 'json',
      params: { id: ids.ownShareId ?? 1 },
      body: { is_link_enabled: true },
    }),
    'GET /api/public-profiles/:key/': ({ ids }) => ({
      kind: 'json',
      params: { key: keys.get(ids.shareId as number) as string },
    }),
    'GET /api/public-profiles/:key/avatar/': ({ ids }) => ({
      kind: 'json',
      params: { key: keys.get(ids.shareId as number) as string },
    }),
  },
  unreachable: {
    'PATCH /api/profile/share/:id/': ({ ids }) => ({
      kind: 'json',
      params: { id: ids.foreignShareId as number },
      body: { is_link_enabled: true },
    }),
    'GET /api/public-profiles/:key/': ({ ids }) => ({
      kind: 'json',
      params: { key: keys.get(ids.foreignShareId as number) as string },
    }),
    'GET /api/public-profiles/:key/avatar/': ({ ids }) => ({
      kind: 'json',
      params: { key: keys.get(ids.foreignShareId as number) as string },
    }),
  },
  async setup(app, users) {
    const own = new Map<Role, number>();
    for (const role of ['developer', 'designer', 'space_lead'] as const) {
      const user = users.get(role);
      if (!user) continue;
      const { row } = await createShareSettings(app.db, user.id, true);
      keys.set(row.id, row.key);
      own.set(role, row.id);
    }
    await setAvatar(app.db, users.get('developer')?.id as number, [GREEN, WHITE], app.fileStore);
    // A stranger who switched their link off: their settings and page are nobody else's to reach.
    const stranger = await createUserWithRole(app.db, 'developer');
    await setAvatar(app.db, stranger.id, [GREEN, WHITE], app.fileStore);
    const { row: foreign } = await createShareSettings(app.db, stranger.id, false);
    keys.set(foreign.id, foreign.key);
    const shareId = own.get('developer') as number;
    return (caller) => {
      const ownShareId = caller === 'anonymous' ? undefined : own.get(caller);
      return { shareId, foreignShareId: foreign.id, ...(ownShareId ? { ownShareId } : {}) };
    };
  },
};

const keys = new Map<number, string>();
