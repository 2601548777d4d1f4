import type { Role } from '@kazi/shared/auth/roles';
import { createUserWithRole } from '../../db/factories/users.ts';
import type { MatrixSection } from '../../test/matrix.ts';
import { only, signedIn, succeeds } from '../../test/routes.ts';
import { insertAccount } from './repository.ts';

const talents = only('developer', 'designer', 'space_lead');
const MISSING = 2_000_000_000;

/**
 * Payout methods: talents manage their own; payment-providers/ is open to every signed-in caller
 * (talents for themselves, `?user=` for admin, pay admin and staff; the rest 403/404 in the
 * handler); pay admins confirm pending Payoneer accounts.
 */
export const payoutsMatrix: MatrixSection = {
  expected: {
    'GET /api/iban/': talents,
    'POST /api/iban/': talents,
    'GET /api/wise/': talents,
    'POST /api/wise/': talents,
    'GET /api/payoneer/': talents,
    'POST /api/payoneer/': talents,
    'PATCH /api/payoneer/:id/': succeeds(only('pay_admin'), 200),
    'GET /api/payment-providers/': {
      ...signedIn(),
      client_manager: 403,
      client_support_officer: 403,
      client: 403,
    },
    'PATCH /api/payment-providers/:id/': succeeds(talents, 200),
  },
  requests: {
    'GET /api/payment-providers/': ({ caller, ids }) => ({
      kind: 'json',
      query: ['admin', 'pay_admin', 'staff'].includes(caller) ? `user=${ids.payoutOwnerId}` : undefined,
    }),
    'PATCH /api/payment-providers/:id/': ({ ids }) => ({
      kind: 'json',
      params: { id: ids.ownPayoutId ?? MISSING },
      body: { is_default: true },
    }),
    'PATCH /api/payoneer/:id/': ({ ids }) => ({
      kind: 'json',
      params: { id: ids.pendingPayoneerId as number },
      body: { status: 'active' },
    }),
  },
  unreachable: {
    // Another person's payout method is 404 to a talent; pay admins confirm any pending
    // Payoneer account, so for them only a missing one is out of reach.
    'PATCH /api/payment-providers/:id/': ({ ids }) => ({
      kind: 'json',
      params: { id: ids.foreignPayoutId as number },
      body: { is_default: true },
    }),
    'PATCH /api/payoneer/:id/': () => ({ kind: 'json', params: { id: MISSING }, body: { status: 'active' } }),
  },
  /**
   * A pending Payoneer account of the matrix developer, for the pay admins to confirm; an IBAN of
   * each talent's own to make default, and a stranger's.
   */
  async setup(app, users) {
    const owner = users.get('developer');
    if (!owner) throw new Error('matrix developer missing');
    const pending = await insertAccount(app.db, {
      userId: owner.id,
      provider: 'payoneer',
      status: 'pending',
      accountName: 'Matrix Developer',
      email: 'matrix@example.test',
      accountHint: 'm***@example.test',
    });
    const iban = (userId: number) =>
      insertAccount(app.db, {
        userId,
        provider: 'iban',
        status: 'active',
        accountName: 'Matrix Talent',
        iban: 'DE89370400440532013000',
        accountHint: '•••• 3000',
      });
    const own = new Map<Role, number>();
    for (const role of ['developer', 'designer', 'space_lead'] as const) {
      const user = users.get(role);
      if (user) own.set(role, (await iban(user.id)).id);
    }
    const foreign = await iban((await createUserWithRole(app.db, 'developer')).id);
    return (caller) => {
      const ownPayoutId = caller === 'anonymous' ? undefined : own.get(caller);
      return {
        pendingPayoneerId: pending.id,
        payoutOwnerId: owner.id,
        foreignPayoutId: foreign.id,
        ...(ownPayoutId ? { ownPayoutId } : {}),
      };
    };
  },
};
