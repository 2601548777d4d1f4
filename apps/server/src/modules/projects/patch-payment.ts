import { formatHours, hoursNumber, storedHours } from '@kazi/shared/hours/hours';
import { MESSAGES } from '@kazi/shared/messages';
import { parseMoney } from '@kazi/shared/money/money';
import type { ProjectPatchBody } from '@kazi/shared/project-patch';
import type { CurrencyLock } from '@kazi/shared/projects/schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/repository.ts';
import type { ProjectPatchContext, ProjectRow } from '../project-core/index.ts';
import type { updateProject } from './patch.repository.ts';
import { currencyLock } from './priced-rates.repository.ts';

type ProjectUpdate = Parameters<typeof updateProject>[2];

/** The payment keys that need `abilities.manage_payment`; the e-mails follow `manage`. */
export const PAYMENT_KEYS: readonly string[] = ['currency', 'payment_structure'];

type PaymentColumns = Pick<ProjectRow, 'paymentAmountMinor' | 'paymentHoursPerWeek' | 'paymentType'>;

const paymentKey = (v: PaymentColumns) =>
  [
    v.paymentAmountMinor,
    v.paymentHoursPerWeek === null ? null : storedHours(v.paymentHoursPerWeek),
    v.paymentType,
  ].join('|');

/** The payment structure after the body, or null when it would stay as it is. */
export function nextPaymentStructure(project: ProjectRow, body: ProjectPatchBody): PaymentColumns | null {
  const payment = body.payment_structure;
  if (!payment) return null;
  const given = (key: keyof typeof payment) => Object.hasOwn(payment, key);
  const next: PaymentColumns = {
    paymentAmountMinor: given('amount')
      ? payment.amount == null
        ? null
        : parseMoney(payment.amount)
      : project.paymentAmountMinor,
    paymentHoursPerWeek: given('hours_per_week')
      ? payment.hours_per_week == null
        ? null
        : formatHours(payment.hours_per_week)
      : project.paymentHoursPerWeek,
    paymentType: given('payment_type') ? (payment.payment_type ?? null) : project.paymentType,
  };
  return paymentKey(next) === paymentKey(project) ? null : next;
}

/** The 409 of each reason the currency is locked; the web's payment form shows the same texts. */
const LOCKED: Record<CurrencyLock, string> = {
  client_rates: MESSAGES.projects.currencyLocked,
  invoices: MESSAGES.invoices.errors.currencyInvoiced,
};

/**
 * Client rates and invoices are in the project's currency: once a member has a client rate above
 * 0 (rates of 0 are the placeholders of an invitation), or the project has an invoice that is not
 * deleted (ADR 032: credit notes and the commitment balance add its amounts), the currency is
 * fixed (`currencyLock`, which the detail's `currency_locked` shows too). The project row is
 * locked for the request, and rate changes lock it too, as creating an invoice does (key share),
 * so no rate or invoice can slip in meanwhile.
 */
export async function assertCurrencyMayChange(tx: Db, projectId: number): Promise<void> {
  const lock = await currencyLock(tx, projectId);
  if (lock) throw AppError.conflict(LOCKED[lock]);
}

const structureOf = (v: PaymentColumns) => ({
  amount_minor: v.paymentAmountMinor,
  hours_per_week: v.paymentHoursPerWeek === null ? null : hoursNumber(storedHours(v.paymentHoursPerWeek)),
  payment_type: v.paymentType,
});

/**
 * One audit row for the money side of a details change: currency and payment structure with
 * their values, the invoicing e-mail as changed only (audit rows hold no e-mail addresses).
 */
export async function auditPaymentChange(
  tx: Db,
  ctx: ProjectPatchContext,
  before: ProjectRow,
  changes: ProjectUpdate,
  changed: readonly string[],
): Promise<void> {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  if (changed.includes('currency')) {
    was.currency = before.currency;
    now.currency = changes.currency;
  }
  if (changed.includes('payment_structure')) {
    was.payment_structure = structureOf(before);
    now.payment_structure = structureOf({ ...before, ...changes } as PaymentColumns);
  }
  if (changed.includes('invoicing_email')) {
    was.invoicing_email = before.invoicingEmail === null ? null : 'set';
    now.invoicing_email = 'changed';
  }
  if (!Object.keys(now).length) return;
  await recordAudit(tx, {
    actorId: ctx.actor.id,
    action: 'project.payment_changed',
    targetType: 'project',
    targetId: before.id,
    before: was,
    after: now,
    requestId: ctx.requestId,
  });
}
