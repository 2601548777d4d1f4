import type { MatrixSection } from '../../test/matrix.ts';
import { only, signedIn } from '../../test/routes.ts';
import { insertAccount } from './repository.ts';

const talents = only('developer', 'designer', 'space_lead');

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
    'PATCH /api/payoneer/:id/': only('pay_admin'),
    'GET /api/payment-providers/': {
      ...signedIn(),
      client_manager: 403,
      client_support_officer: 403,
      client: 403,
    },
    'PATCH /api/payment-providers/:id/': talents,
  },
  requests: {
    'GET /api/payment-providers/': ({ caller, ids }) => ({
      kind: 'json',
      query: ['admin', 'pay_admin', 'staff'].includes(caller) ? `user=${ids.payoutOwnerId}` : undefined,
    }),
    'PATCH /api/payment-providers/:id/': () => ({ kind: 'json', body: { is_default: true } }),
    'PATCH /api/payoneer/:id/': ({ ids }) => ({
      kind: 'json',
      params: { id: ids.pendingPayoneerId as number },
      body: { status: 'active' },
    }),
  },
  /** A pending Payoneer account of the matrix developer, for the pay admins to confirm. */
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
    return () => ({ pendingPayoneerId: pending.id, payoutOwnerId: owner.id });
  },
};
