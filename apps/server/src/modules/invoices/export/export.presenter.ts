import type { ExportSide } from '@kazi/shared/invoices/export';
import { shownNumber } from '@kazi/shared/invoices/payout-sheets';
import {
  DISPLAY_STATUS_LABELS,
  displayStatus,
  type InvoiceEmailStatus,
  isShownNegative,
} from '@kazi/shared/invoices/rules';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { formatMoney } from '@kazi/shared/money/money';
import type { CsvCell } from '../../../http/spreadsheet.ts';
import { MAIL_TO_EMAIL_STATUS } from '../presenter.ts';
import type { ExportRow } from './export.repository.ts';

const M = invoicesMessages.invoices;
const C = M.columns;
const X = M.export;

/** The list's columns (spec 001 §2), the invoice date the range is on, and for payouts whom and how they pay. */
export function exportHeader(side: ExportSide): string[] {
  const columns = [
    C.dateCreated,
    X.columns.invoiceDate,
    C.title,
    C.client,
    C.project,
    C.number,
    C.amount,
    X.columns.currency,
    C.dueDate,
    C.status,
    C.emailStatus,
  ];
  return side === 'purchase'
    ? [...columns, X.columns.freelancer, X.columns.platform, X.columns.batchRef]
    : columns;
}

const nameOf = (first: string | null, last: string | null, email: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim() || email || '';

/** The latest mail's outbox status as the list shows it, else the status the invoice keeps. */
const emailStatusOf = (row: ExportRow): InvoiceEmailStatus | null =>
  row.mail_status ? MAIL_TO_EMAIL_STATUS[row.mail_status] : row.email_status;

/** One invoice's line: the total as a number (credit notes negative), names and titles as text. */
export function exportCells(row: ExportRow, side: ExportSide, today: string): CsvCell[] {
  const total = Number(row.total);
  const email = emailStatusOf(row);
  const cells: CsvCell[] = [
    row.created,
    row.issued,
    row.title,
    row.company?.trim() || nameOf(row.owner_first, row.owner_last, row.owner_email),
    row.project,
    shownNumber({ ...row, id: Number(row.id) }),
    { decimal: formatMoney(isShownNegative(row.type) ? -total : total) },
    row.currency,
    row.due,
    DISPLAY_STATUS_LABELS[
      displayStatus({ type: row.type, status: row.status, paid: row.paid, dueAt: row.due }, today)
    ],
    email ? M.emailStatuses[email] : null,
  ];
  return side === 'purchase'
    ? [
        ...cells,
        nameOf(row.user_first, row.user_last, row.user_email),
        row.platform ?? X.noPlatform,
        row.batch_ref,
      ]
    : cells;
}
