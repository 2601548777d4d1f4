import type { Actor } from '@kazi/shared/auth/permissions';
import { shownNumber } from '@kazi/shared/invoices/payout-sheets';
import { invoiceAbilities } from '@kazi/shared/invoices/policy';
import {
  displayStatus,
  INVOICE_TYPE_LABELS,
  type InvoiceEmailStatus,
  type InvoiceFacts,
  isOverdue,
} from '@kazi/shared/invoices/rules';
import type { Invoice } from '@kazi/shared/invoices/schemas';
import { formatMoney } from '@kazi/shared/money/money';
import { displayNameOf, presentPerson } from '../project-core/index.ts';
import type { LoadedInvoice } from './loaded.repository.ts';

/** What the policy and the display status read of an invoice row. */
function factsOf(
  invoice: Pick<
    LoadedInvoice['invoice'],
    'type' | 'status' | 'paid' | 'finalized' | 'archived' | 'dueAt' | 'lastSentAt'
  >,
  recipientProvider: LoadedInvoice['recipientProvider'] = null,
  projectArchived = false,
): InvoiceFacts {
  return {
    projectArchived,
    type: invoice.type,
    status: invoice.status,
    paid: invoice.paid,
    finalized: invoice.finalized,
    archived: invoice.archived,
    dueAt: invoice.dueAt,
    lastSentAt: invoice.lastSentAt,
    recipientProvider,
  };
}

/** The latest mail's outbox status as the list shows it (ADR 032). */
export const MAIL_TO_EMAIL_STATUS: Record<NonNullable<LoadedInvoice['mailStatus']>, InvoiceEmailStatus> = {
  queued: 'pending',
  sending: 'pending',
  sent: 'sent',
  stored: 'sent',
  failed: 'failed',
};

/** A payout's recipient with their payment provider now; null for incoming invoices. */
export function recipientOf(row: Pick<LoadedInvoice, 'user' | 'recipientProvider'>): Invoice['user'] {
  return row.user ? { ...presentPerson(row.user), payment_provider: row.recipientProvider } : null;
}

const iso = (instant: Date | null) => (instant ? instant.toISOString() : null);

/** A rate in basis points as a percentage with two decimals: 2100 → "21.00". */
const percent = (basisPoints: number) =>
  `${Math.trunc(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;

/** The columns of an invoice that every view of it shows, a payouts list's line too. */
export type InvoiceBasicsRow = Pick<
  LoadedInvoice['invoice'],
  | 'id'
  | 'type'
  | 'title'
  | 'number'
  | 'createdAt'
  | 'dueAt'
  | 'totalMinor'
  | 'currency'
  | 'status'
  | 'paid'
  | 'finalized'
  | 'archived'
  | 'lastSentAt'
  | 'paymentPlatform'
  | 'batchRef'
  | 'revision'
>;

/**
 * What every view of an invoice shows, the whole invoice and a payouts list's line alike: its
 * number, amount, dates, statuses and what the actor may do with it now.
 */
export function presentBasics(
  invoice: InvoiceBasicsRow,
  recipientProvider: LoadedInvoice['recipientProvider'],
  projectArchived: boolean,
  actor: Actor,
  today: string,
) {
  const facts = factsOf(invoice, recipientProvider, projectArchived);
  return {
    id: invoice.id,
    title: invoice.title,
    number: shownNumber(invoice),
    created_at: invoice.createdAt.toISOString(),
    due_at: invoice.dueAt,
    total_amount: formatMoney(invoice.totalMinor),
    currency: invoice.currency,
    status: invoice.status,
    display_status: displayStatus(facts, today),
    overdue: isOverdue(facts, today),
    paid: invoice.paid,
    finalized: invoice.finalized,
    archived: invoice.archived,
    payment_platform: invoice.paymentPlatform,
    batch_ref: invoice.batchRef,
    download_url: invoice.finalized ? `/api/invoices/${invoice.id}/download/?format=pdf` : null,
    revision: invoice.revision,
    abilities: invoiceAbilities(actor, facts),
  } satisfies Partial<Invoice>;
}

/** The client the invoice bills: the project owner, named by their company when it has a name. */
export function clientOf(row: Pick<LoadedInvoice, 'owner' | 'companyName'>): Invoice['client'] {
  if (!row.owner) return null;
  return { id: row.owner.id, display_name: row.companyName?.trim() || displayNameOf(row.owner) };
}

/** One invoice on the wire (spec 001 §3), with what the actor may do with it now. `today` is UTC `YYYY-MM-DD`. */
export function presentInvoice(row: LoadedInvoice, actor: Actor, today: string): Invoice {
  const { invoice, project } = row;
  return {
    ...presentBasics(invoice, row.recipientProvider, project.archived, actor, today),
    type: invoice.type,
    type_label: INVOICE_TYPE_LABELS[invoice.type],
    full_title: `${project.title} – ${invoice.title}`,
    issued_at: invoice.issuedAt,
    amount: formatMoney(invoice.amountMinor),
    subtotal: formatMoney(invoice.amountMinor),
    vat: formatMoney(invoice.vatMinor),
    vat_rate: percent(invoice.vatRateBp),
    vat_mode: invoice.vatMode,
    commitment_amount: formatMoney(invoice.commitmentAmountMinor),
    payment_period: invoice.paymentPeriod,
    ref_invoice: row.ref
      ? {
          id: row.ref.id,
          number: row.ref.number,
          title: row.ref.title,
          amount: formatMoney(row.ref.amountMinor),
        }
      : null,
    commitment: row.commitment,
    project: {
      id: project.id,
      title: project.title,
      archived: project.archived,
      currency: project.currency,
      owner: row.owner ? { display_name: displayNameOf(row.owner) } : null,
      commitment_amount_balance: formatMoney(row.balanceMinor),
    },
    client: clientOf(row),
    user: recipientOf(row),
    paid_at: iso(invoice.paidAt),
    last_sent_at: iso(invoice.lastSentAt),
    reminder_count: invoice.reminderCount,
    reminder_sent_at: iso(invoice.reminderSentAt),
    invoice_email_status: row.mailStatus
      ? MAIL_TO_EMAIL_STATUS[row.mailStatus]
      : (invoice.emailStatus ?? null),
    revision: invoice.revision,
  };
}
