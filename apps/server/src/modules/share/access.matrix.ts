import type { MatrixSection } from '../../test/matrix.ts';
import { everyone, only } from '../../test/routes.ts';
import { createShareSettings } from './repository.ts';

const talents = only('developer', 'designer', 'space_lead');

/**
 * Share settings are the talent's own; the public page (the matrix developer's enabled link) is open
 * to anyone with the key, signed in or not.
 */
export const shareMatrix: MatrixSection = {
  expected: {
    'POST /api/profile/share/': talents,
    'GET /api/profile/share/': talents,
    'PATCH /api/profile/share/:id/': talents,
    'GET /api/public-profiles/:key/': everyone(),
    'GET /api/public-profiles/:key/avatar/': everyone(),
  },
  requests: {
    'PATCH /api/profile/share/:id/': () => ({ kind: 'json', body: { is_link_enabled: true } }),
    'GET /api/public-profiles/:key/': ({ ids }) => ({
      kind: 'json',
      params: { key: keys.get(ids.shareId as number) as string },
    }),
    'GET /api/public-profiles/:key/avatar/': ({ ids }) => ({
      kind: 'json',
      params: { key: keys.get(ids.shareId as number) as string },
    }),
  },
  async setup(app, users) {
    const { row } = await createShareSettings(app.db, users.get('developer')?.id as number, true);
    keys.set(row.id, row.key);
    return () => ({ shareId: row.id });
  },
};

const keys = new Map<number, string>();
