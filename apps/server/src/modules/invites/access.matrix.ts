import { createInvite } from '../../db/factories/invites.ts';
import type { MatrixSection } from '../../test/matrix.ts';
import { everyone, only, succeeds } from '../../test/routes.ts';

const inviters = only(
  'admin',
  'pay_admin',
  'staff',
  'space_lead',
  'client_manager',
  'client_support_officer',
  'client',
);
/** Who sees every invitation (`invites.send_any_type`): for them only a missing one is out of reach. */
const SEE_ALL = new Set(['admin', 'staff']);
const MISSING = 2_000_000_000;
const keys = new Map<number, string>();

/**
 * Each inviter edits and withdraws an invitation of their own (another inviter's is 404 but for
 * those who see all); anyone opens a live invitation link, and an expired one is 404.
 */
export const invitesMatrix: MatrixSection = {
  expected: {
    'GET /api/invites/': inviters,
    'POST /api/invites/': inviters,
    'PATCH /api/invites/:id/': succeeds(inviters, 200),
    'DELETE /api/invites/:id/': succeeds(inviters, 204),
    'GET /api/invites/key/:key/': succeeds(everyone(), 200),
    'POST /api/auth/register/': everyone(),
  },
  requests: {
    'POST /api/invites/': ({ caller }) => ({
      kind: 'json',
      body: {
        email: `matrix-invite-${caller}@example.test`,
        first_name: 'Matrix',
        last_name: 'Invite',
        type: 1,
      },
    }),
    'PATCH /api/invites/:id/': ({ ids }) => ({
      kind: 'json',
      params: { id: ids.ownInviteId ?? MISSING },
      body: { first_name: 'Edited' },
    }),
    'DELETE /api/invites/:id/': ({ ids }) => ({ kind: 'json', params: { id: ids.ownInviteId ?? MISSING } }),
    'GET /api/invites/key/:key/': ({ ids }) => ({
      kind: 'json',
      params: { key: keys.get(ids.liveInviteId as number) as string },
    }),
    'POST /api/auth/register/': () => ({
      kind: 'json',
      body: { invite_key: 'not-a-key', password: 'a long enough password' },
    }),
  },
  unreachable: {
    'PATCH /api/invites/:id/': ({ caller, ids }) => ({
      kind: 'json',
      params: { id: SEE_ALL.has(caller) ? MISSING : (ids.foreignInviteId as number) },
      body: { first_name: 'Edited' },
    }),
    'DELETE /api/invites/:id/': ({ caller, ids }) => ({
      kind: 'json',
      params: { id: SEE_ALL.has(caller) ? MISSING : (ids.foreignInviteId as number) },
    }),
    'GET /api/invites/key/:key/': ({ ids }) => ({
      kind: 'json',
      params: { key: keys.get(ids.expiredInviteId as number) as string },
    }),
  },
  async setup(app, users) {
    const own = new Map<string, number>();
    for (const [role, user] of users) {
      own.set(role, (await createInvite(app.db, { createdById: user.id })).invite.id);
    }
    const foreign = await createInvite(app.db, { createdById: null });
    const live = await createInvite(app.db, { createdById: null });
    keys.set(live.invite.id, live.key);
    const expired = await createInvite(app.db, {
      createdById: null,
      createdAt: new Date(Date.now() - 30 * 86_400_000),
    });
    keys.set(expired.invite.id, expired.key);
    return (caller) => {
      const ownInviteId = caller === 'anonymous' ? undefined : own.get(caller);
      return {
        foreignInviteId: foreign.invite.id,
        liveInviteId: live.invite.id,
        expiredInviteId: expired.invite.id,
        ...(ownInviteId ? { ownInviteId } : {}),
      };
    };
  },
};
