import { type Actor, can } from '@kazi/shared/auth/permissions';
import type { PayoutBatch } from '@kazi/shared/invoices/payout-rows';
import { stateAllows } from '@kazi/shared/invoices/policy';
import { addMoney, formatMoney } from '@kazi/shared/money/money';
import { presentPerson } from '../project-core/index.ts';
import type { BatchMember } from './payout-batch.repository.ts';

const UNKNOWN = { id: 0, display_name: '', avatar_url: null };

/**
 * A payout batch (ADR 036): its members, the fields they share (the first member's), the total,
 * and whether the actor may edit or delete it now (those who create payouts, on a project that is
 * not archived, while no member is approved, paid or archived).
 */
export function presentBatch(
  batchRef: string,
  project: { id: number; title: string; archived: boolean },
  members: readonly BatchMember[],
  actor: Actor,
): PayoutBatch {
  const [first] = members;
  if (!first) throw new Error('a payout batch without members');
  const open = (action: 'edit' | 'delete') =>
    can(actor, 'invoices.create') &&
    !project.archived &&
    members.every((member) => stateAllows(action, member.invoice));
  return {
    batch_ref: batchRef,
    project,
    title: first.invoice.title,
    issued_at: first.invoice.issuedAt,
    due_at: first.invoice.dueAt,
    payment_period: first.invoice.paymentPeriod,
    currency: 'EUR',
    total: formatMoney(addMoney(...members.map((member) => member.invoice.amountMinor))),
    payouts: members.map(({ invoice, user }) => ({
      id: invoice.id,
      user: user ? presentPerson(user) : UNKNOWN,
      amount: formatMoney(invoice.amountMinor),
      status: invoice.status,
      paid: invoice.paid,
      revision: invoice.revision,
    })),
    revisions: Object.fromEntries(members.map(({ invoice }) => [String(invoice.id), invoice.revision])),
    abilities: { edit: open('edit'), delete: open('delete') },
  };
}
