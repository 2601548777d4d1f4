import type { Actor } from '@kazi/shared/auth/permissions';
import { invoiceAbilities } from '@kazi/shared/invoices/policy';
import { displayStatus, isOverdue } from '@kazi/shared/invoices/rules';
import type { PayoutGroup, PayoutLine } from '@kazi/shared/invoices/schemas';
import { formatMoney, formatMoneySum } from '@kazi/shared/money/money';
import type { PayoutLineRow, PayoutProjectRow } from './payout-lines.repository.ts';
import { clientOf, downloadUrlOf, factsOf, recipientOf } from './presenter.ts';

/** One payout as a line of its row (payoutLineSchema), with what the actor may do with it now. */
function presentLine(row: PayoutLineRow, project: PayoutProjectRow | undefined, actor: Actor, today: string) {
  const { invoice } = row;
  const facts = factsOf(invoice, row.recipientProvider);
  return {
    id: invoice.id,
    type: 'purchase',
    title: invoice.title,
    number: invoice.number,
    created_at: invoice.createdAt.toISOString(),
    due_at: invoice.dueAt,
    total_amount: formatMoney(invoice.totalMinor),
    currency: invoice.currency,
    project: {
      id: invoice.projectId,
      title: project?.title ?? '',
      archived: project?.archived ?? false,
    },
    client: project ? clientOf(project) : null,
    user: recipientOf(row),
    status: invoice.status,
    display_status: displayStatus(facts, today),
    overdue: isOverdue(facts, today),
    paid: invoice.paid,
    finalized: invoice.finalized,
    archived: invoice.archived,
    payment_platform: invoice.paymentPlatform,
    batch_ref: invoice.batchRef,
    download_url: downloadUrlOf(invoice),
    abilities: invoiceAbilities(actor, facts),
  } satisfies PayoutLine;
}

/** A row of the payouts list: a batch's lines (or one payout's) and their exact subtotal. */
export function presentPayoutGroup(
  members: PayoutLineRow[],
  projects: Map<number, PayoutProjectRow>,
  actor: Actor,
  today: string,
): PayoutGroup {
  const first = members[0]?.invoice;
  return {
    key: first?.batchRef ?? `id:${first?.id}`,
    batch_ref: first?.batchRef ?? null,
    subtotal: formatMoneySum(members.reduce((sum, { invoice }) => sum + BigInt(invoice.totalMinor), 0n)),
    currency: first?.currency ?? 'EUR',
    invoices: members.map((row) => presentLine(row, projects.get(row.invoice.projectId), actor, today)),
  };
}
