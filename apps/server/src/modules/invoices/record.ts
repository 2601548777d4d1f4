import type { InvoiceEventAction } from '@kazi/shared/invoices/rules';
import { formatMoney } from '@kazi/shared/money/money';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/repository.ts';
import { type InvoiceRecord, insertInvoiceEvent } from './writes.repository.ts';

/** What the audit log keeps of an invoice's state: ids, states and amounts, no names. */
export const stateOf = (row: Omit<InvoiceRecord, 'billing'>) => ({
  type: row.type,
  project: row.projectId,
  status: row.status,
  paid: row.paid,
  finalized: row.finalized,
  archived: row.archived,
  deleted: row.deletedAt !== null,
  number: row.number,
  amount: formatMoney(row.amountMinor),
  total: formatMoney(row.totalMinor),
  commitment_amount: formatMoney(row.commitmentAmountMinor),
  reminder_count: row.reminderCount,
  revision: row.revision,
});

export interface InvoiceChange {
  /** `invoice.<audit>` in the audit log. */
  audit: string;
  /** The history's line; null for a change the history does not show (a deletion hides the invoice). */
  event: InvoiceEventAction | null;
  actorId: number | null;
  before: Omit<InvoiceRecord, 'billing'> | null;
  after: InvoiceRecord;
  /** A rejection's reason and additional information. */
  data?: { reason?: string; additional_info?: string };
  requestId: string | null;
}

/** An invoice's change, recorded with it in its transaction: its history line and its audit row (ADR 032). */
export async function recordInvoiceChange(tx: Db, change: InvoiceChange): Promise<void> {
  const { before, after } = change;
  if (change.event) {
    await insertInvoiceEvent(tx, {
      invoiceId: after.id,
      action: change.event,
      actorId: change.actorId,
      data: { previous_status: before?.status ?? null, current_status: after.status, ...change.data },
    });
  }
  await recordAudit(tx, {
    actorId: change.actorId,
    action: `invoice.${change.audit}`,
    targetType: 'invoice',
    targetId: after.id,
    before: before ? stateOf(before) : null,
    after: { ...stateOf(after), ...change.data },
    requestId: change.requestId,
  });
}
