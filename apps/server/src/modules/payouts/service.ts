import { isTalentType, type UserType } from '@kazi/shared/auth/roles';
import { format, MESSAGES } from '@kazi/shared/messages';
import { canViewPayoutMethodsOf } from '@kazi/shared/payouts/policy';
import {
  maskEmail,
  normalizeIban,
  PAYOUT_PROVIDER_LABELS,
  type PayoutProviderName,
} from '@kazi/shared/payouts/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { recordAudit } from '../audit/repository.ts';
import { deliverSoon } from '../mail/send.ts';
import { notifyPayoutChange } from './notices.ts';
import {
  activateAccount,
  clearDefault,
  currentAccounts,
  findAccount,
  findAccountInState,
  findOwnAccount,
  findUserForPayouts,
  hasDefault,
  insertAccount,
  linkReplacement,
  listRecords,
  lockOwner,
  type PayoutAccountInsert,
  type PayoutAccountRow,
  retireAccount,
  setDefault,
} from './repository.ts';

export type { PayoutAccountRow };

type Details = Omit<PayoutAccountInsert, 'userId' | 'provider' | 'status' | 'isDefault'>;

const auditState = (row: PayoutAccountRow) => ({
  id: row.id,
  provider: row.provider,
  status: row.status,
  is_default: row.isDefault,
});

async function owner(tx: Db, userId: number) {
  const person = await findUserForPayouts(tx, userId);
  if (!person) throw AppError.notFound();
  return person;
}

/**
 * Connects an active account (IBAN, Wise) in one transaction with its audit row and mail. An
 * existing active account of the same provider is replaced ('Change account'): it is kept, marked
 * `replaced`, and hands the default on. The first method a person connects becomes their default.
 */
export async function connectActive(
  app: FastifyInstance,
  request: FastifyRequest,
  provider: Exclude<PayoutProviderName, 'payoneer'>,
  details: Details,
): Promise<PayoutAccountRow> {
  const actor = requireActor(request);
  const row = await app.db.transaction(async (tx) => {
    await lockOwner(tx, actor.id);
    const person = await owner(tx, actor.id);
    const previous = await findAccountInState(tx, actor.id, provider, 'active');
    if (previous) await retireAccount(tx, previous.id, 'active');
    const makeDefault = previous?.isDefault === true || !(await hasDefault(tx, actor.id));
    const created = await insertAccount(tx, {
      ...details,
      userId: actor.id,
      provider,
      status: 'active',
      isDefault: makeDefault,
      activatedAt: new Date(),
    });
    if (previous) await linkReplacement(tx, previous.id, created.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: previous ? 'payout_account.replaced' : 'payout_account.connected',
      targetType: 'payout_account',
      targetId: created.id,
      before: previous ? auditState(previous) : null,
      after: auditState(created),
      requestId: request.id,
    });
    await notifyPayoutChange(app, tx, actor.id, person, previous ? 'changed' : 'added', created);
    return created;
  });
  await deliverSoon(app);
  return row;
}

export interface PayoneerOutcome {
  row: PayoutAccountRow;
  redirectUrl: string | null;
  alreadyConnected: boolean;
  created: boolean;
}

/**
 * Payoneer connect: an active account with the same e-mail is "already connected"
 * (nothing changes); otherwise the provider answers a setup link and the account waits as
 * `pending` (a second attempt updates the pending one) until it is confirmed.
 */
export async function connectPayoneer(
  app: FastifyInstance,
  request: FastifyRequest,
  account: { email: string; firstName: string; lastName: string; nextUrl: string | null },
): Promise<PayoneerOutcome> {
  const actor = requireActor(request);
  const providers = app.payoutProviders;
  const outcome = await app.db.transaction(async (tx): Promise<PayoneerOutcome> => {
    await lockOwner(tx, actor.id);
    const person = await owner(tx, actor.id);
    const active = await findAccountInState(tx, actor.id, 'payoneer', 'active');
    if (active && active.email?.toLowerCase() === account.email.toLowerCase()) {
      return { row: active, redirectUrl: null, alreadyConnected: true, created: false };
    }
    const connection = await providers.payoneer.connect(account, { userId: actor.id });
    const details: Details = {
      accountName: `${account.firstName} ${account.lastName}`,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      accountHint: maskEmail(account.email),
      externalId: connection.externalId,
    };
    const pending = await findAccountInState(tx, actor.id, 'payoneer', 'pending');
    if (pending) await retireAccount(tx, pending.id, 'pending');
    const row = await insertAccount(tx, {
      ...details,
      userId: actor.id,
      provider: 'payoneer',
      status: connection.status,
      isDefault: connection.status === 'active' && !(await hasDefault(tx, actor.id)),
      activatedAt: connection.status === 'active' ? new Date() : null,
    });
    if (pending) await linkReplacement(tx, pending.id, row.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payout_account.setup_started',
      targetType: 'payout_account',
      targetId: row.id,
      before: pending ? auditState(pending) : null,
      after: auditState(row),
      requestId: request.id,
    });
    await notifyPayoutChange(app, tx, actor.id, person, 'added', row);
    return { row, redirectUrl: connection.redirectUrl, alreadyConnected: false, created: true };
  });
  if (outcome.created) await deliverSoon(app);
  return outcome;
}

/**
 * A pay admin confirms a pending Payoneer account (the manual provider's last step): it becomes
 * active, replaces an active Payoneer account (handing on the default), and becomes the default
 * when the person has none. A second confirmation is 409.
 */
export async function activatePayoneer(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<PayoutAccountRow> {
  const actor = requireActor(request);
  const found = await findAccount(app.db, id);
  if (found?.provider !== 'payoneer') throw AppError.notFound();
  const row = await app.db.transaction(async (tx) => {
    await lockOwner(tx, found.userId);
    const person = await owner(tx, found.userId);
    const previous = await findAccountInState(tx, found.userId, 'payoneer', 'active');
    const current = await findAccount(tx, id);
    if (current?.status !== 'pending') throw AppError.conflict(MESSAGES.payouts.notPending);
    if (previous) await retireAccount(tx, previous.id, 'active');
    const makeDefault = previous?.isDefault === true || !(await hasDefault(tx, found.userId));
    const activated = await activateAccount(tx, id, makeDefault);
    if (!activated) throw AppError.conflict(MESSAGES.payouts.notPending);
    if (previous) await linkReplacement(tx, previous.id, activated.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payout_account.activated',
      targetType: 'payout_account',
      targetId: activated.id,
      before: { ...auditState(current), replaces: previous?.id ?? null },
      after: auditState(activated),
      requestId: request.id,
    });
    if (previous) await notifyPayoutChange(app, tx, actor.id, person, 'changed', activated);
    return activated;
  });
  await deliverSoon(app);
  return row;
}

/**
 * Changing the default: one default per person, kept by a conditional update under
 * the person's lock and by the partial unique index. Already the default, or not active: 409.
 */
export async function makeDefault(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<{ message: string; row: PayoutAccountRow }> {
  const actor = requireActor(request);
  const row = await app.db.transaction(async (tx) => {
    await lockOwner(tx, actor.id);
    const target = await findOwnAccount(tx, actor.id, id);
    if (!target || target.status === 'replaced' || target.status === 'closed') throw AppError.notFound();
    if (target.status !== 'active') throw AppError.conflict(MESSAGES.payouts.notActive);
    if (target.isDefault) throw AppError.conflict(MESSAGES.payouts.alreadyDefault);
    const previous = await clearDefault(tx, actor.id);
    const updated = await setDefault(tx, actor.id, id);
    if (!updated) throw AppError.conflict(MESSAGES.payouts.alreadyDefault);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payout_account.made_default',
      targetType: 'payout_account',
      targetId: updated.id,
      before: { default_account_id: previous?.id ?? null },
      after: { default_account_id: updated.id, provider: updated.provider },
      requestId: request.id,
    });
    await notifyPayoutChange(app, tx, actor.id, await owner(tx, actor.id), 'default', updated);
    return updated;
  });
  await deliverSoon(app);
  return {
    message: format(MESSAGES.payouts.markedDefault, { provider: PAYOUT_PROVIDER_LABELS[row.provider] }),
    row,
  };
}

/** The columns of an IBAN or Wise account, from the validated body. */
export function bankDetails(input: { holder: string; iban: string; email?: string }): Details {
  const iban = normalizeIban(input.iban);
  return {
    accountName: input.holder,
    iban,
    email: input.email ?? null,
    accountHint: iban.slice(-4),
    accountType: input.email ? 'Iban' : null,
  };
}

/** The person's own records of one provider, newest first, replaced ones included unless filtered. */
export function listOwnRecords(
  db: Db,
  userId: number,
  provider: PayoutProviderName,
  isActive: boolean | undefined,
  page: { limit: number; offset: number },
) {
  return listRecords(db, userId, provider, isActive, page);
}

/**
 * The accounts in use of `userId` (the caller's own when absent), for a viewer allowed to see
 * them. Not allowed: 403 for one's own, 404 for another's, as for ids that are not talents.
 */
export async function viewablePayoutAccounts(
  db: Db,
  actor: SessionActor,
  userId: number,
): Promise<PayoutAccountRow[]> {
  if (!canViewPayoutMethodsOf(actor, userId)) {
    if (userId === actor.id) throw AppError.forbidden();
    throw AppError.notFound();
  }
  if (userId !== actor.id) {
    const person = await findUserForPayouts(db, userId);
    if (!person || !isTalentType(person.type as UserType)) throw AppError.notFound();
  }
  return currentAccounts(db, userId);
}
