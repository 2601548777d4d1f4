import type { Actor } from '@kazi/shared/auth/permissions';
import type { PayoutGroup, PayoutLine } from '@kazi/shared/invoices/payouts-list';
import { formatMoneySum } from '@kazi/shared/money/money';
import type { PayoutLineRow, PayoutProjectRow } from './payout-lines.repository.ts';
import { clientOf, presentBasics, recipientOf } from './presenter.ts';

/** One payout as a line of its row (payoutLineSchema), with what the actor may do with it now. */
function presentLine(
  row: PayoutLineRow,
  project: PayoutProjectRow | undefined,
  actor: Actor,
  today: string,
): PayoutLine {
  return {
    ...presentBasics(row.invoice, row.recipientProvider, project?.archived ?? false, actor, today),
    type: 'purchase',
    project: {
      id: row.invoice.projectId,
      title: project?.title ?? '',
      archived: project?.archived ?? false,
    },
    client: project ? clientOf(project) : null,
    user: recipientOf(row),
  };
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
