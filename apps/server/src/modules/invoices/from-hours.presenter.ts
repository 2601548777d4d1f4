import { hoursNumber } from '@kazi/shared/hours/hours';
import type { FromHoursCreated, FromHoursList, FromHoursMonth } from '@kazi/shared/invoices/from-hours';
import { addMoney, formatMoney } from '@kazi/shared/money/money';
import { type ProjectRow, presentPerson } from '../project-core/index.ts';
import type { DraftLine } from './from-hours.lines.ts';
import type { ApprovedMonthRow } from './from-hours.repository.ts';

type InvoiceRef = FromHoursMonth['invoices'][number];
const invoiceRef = (line: NonNullable<ApprovedMonthRow['line']>): InvoiceRef => ({
  id: line.invoiceId,
  number: line.number,
  title: line.title,
});

/**
 * The approved months, newest first: each developer's hours and what their month billed (the
 * line's amount) or would bill now (`wouldBill`, by timesheet month id), and the invoices it went into.
 */
export function presentMonths(
  rows: readonly ApprovedMonthRow[],
  wouldBill: ReadonlyMap<number, number>,
): FromHoursMonth[] {
  const months = new Map<string, ApprovedMonthRow[]>();
  for (const row of rows) months.set(row.month, [...(months.get(row.month) ?? []), row]);
  return [...months].map(([month, developers]) => {
    const amountOf = (row: ApprovedMonthRow) =>
      row.line?.amountMinor ?? wouldBill.get(row.timesheetMonthId) ?? 0;
    const open = developers.filter((row) => row.line === null);
    const invoices = new Map<number, InvoiceRef>();
    for (const row of developers) if (row.line) invoices.set(row.line.invoiceId, invoiceRef(row.line));
    return {
      month,
      developers: developers.map((row) => ({
        user: presentPerson(row.person),
        hours: hoursNumber(row.totalHours),
        amount: formatMoney(amountOf(row)),
        invoice: row.line ? invoiceRef(row.line) : null,
      })),
      hours: hoursNumber(developers.reduce((sum, row) => sum + row.totalHours, 0)),
      amount: formatMoney(addMoney(...developers.map(amountOf))),
      to_invoice: formatMoney(addMoney(...open.map(amountOf))),
      invoices: [...invoices.values()],
      can_invoice: open.length > 0,
    };
  });
}

export function presentList(
  project: ProjectRow,
  rows: readonly ApprovedMonthRow[],
  wouldBill: ReadonlyMap<number, number>,
): FromHoursList {
  return {
    project: { id: project.id, title: project.title },
    currency: project.currency,
    months: presentMonths(rows, wouldBill),
  };
}

interface CreatedDraft {
  id: number;
  title: string;
  currency: FromHoursCreated['invoice']['currency'];
  issuedAt: string;
  dueAt: string;
  amountMinor: number;
  vatMinor: number;
  totalMinor: number;
}

export function presentCreated(
  invoice: CreatedDraft,
  lines: readonly DraftLine[],
  month: FromHoursMonth,
): FromHoursCreated {
  return {
    invoice: {
      id: invoice.id,
      type: 'sale',
      title: invoice.title,
      number: null,
      status: 'draft',
      currency: invoice.currency,
      issued_at: invoice.issuedAt,
      due_at: invoice.dueAt,
      amount: formatMoney(invoice.amountMinor),
      vat: formatMoney(invoice.vatMinor),
      total_amount: formatMoney(invoice.totalMinor),
      lines: lines.map((line) => ({
        description: line.description,
        user: line.userId,
        hours: hoursNumber(line.hours),
        rate: line.rateMinor == null ? null : formatMoney(line.rateMinor),
        amount: formatMoney(line.amountMinor),
      })),
    },
    month,
  };
}
