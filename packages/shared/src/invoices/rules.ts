/**
 * The invoice model of spec 001 §3–§5 (ADR 032): types, statuses, the display status, due dates,
 * overdue, numbering, VAT and the amounts. Incoming payments are types sale, credit_nota,
 * commitment and final; payouts (the payouts issue) are type purchase on the same model.
 */

import { divideHalfUp } from '../money/money.ts';
import { isEuCountry } from '../reference/countries.ts';

export const INVOICE_TYPES = ['sale', 'credit_nota', 'commitment', 'final', 'purchase'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** The incoming types (client payments): everything but payouts. */
export const INCOMING_INVOICE_TYPES = [
  'sale',
  'credit_nota',
  'commitment',
  'final',
] as const satisfies readonly InvoiceType[];
export type IncomingInvoiceType = (typeof INCOMING_INVOICE_TYPES)[number];

export const INVOICE_TYPE_LABELS: Record<InvoiceType, string> = {
  final: 'Final Invoice',
  sale: 'Payment',
  purchase: 'Payout',
  credit_nota: 'Credit Note',
  commitment: 'Commitment Payment',
};

export const INVOICE_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type InvoiceEmailStatus = (typeof INVOICE_EMAIL_STATUSES)[number];

export const PAYMENT_PLATFORMS = ['payoneer', 'iban', 'wise'] as const;
export type PaymentPlatform = (typeof PAYMENT_PLATFORMS)[number];

/** Payment period options in days (spec 001 §5, §9). */
export const PAYMENT_PERIODS = [7, 14, 21, 30, 60] as const;
export type PaymentPeriod = (typeof PAYMENT_PERIODS)[number];
export const DEFAULT_PAYMENT_PERIOD: PaymentPeriod = 14;

/** The reasons a client or admin may give for rejecting an invoice (spec 001 §5). */
export const REJECT_REASONS = [
  'Client Discount not accounted for',
  'Wrong Client rate',
  'Wrong number of hours',
  'Loan financing unaccounted for',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export const INVOICE_COMMENT_MAX = 250;

/** The list filters of the global and project routes (spec 001 §2). */
export const INCOMING_FILTERS = [
  'all',
  'pending',
  'paid',
  'overdue',
  'archived',
  'credit-notes',
  'commitment-payments',
] as const;
export type IncomingFilter = (typeof INCOMING_FILTERS)[number];

/** Invoices a list page shows (spec 001 §9): 20 by default, or 50, 100, 150. */
export const INVOICE_PAGE_SIZES = [20, 50, 100, 150] as const;
export const DEFAULT_INVOICE_PAGE_SIZE = 20;

export const BULK_ACTIONS = [
  'approve',
  'mark_as_paid',
  'send_reminder',
  'archive',
  'delete',
  'generate',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The bulk actions payouts take (spec 001 §4; ADR 033). */
export const PAYOUT_BULK_ACTIONS = [
  'approve',
  'mark_as_paid',
  'archive',
  'delete',
] as const satisfies readonly BulkAction[];

/** The payout list filters (spec 001 §2): developers see all, pending and paid only. */
export const PAYOUT_FILTERS = ['all', 'pending', 'paid', 'overdue', 'archived'] as const;
export type PayoutFilter = (typeof PAYOUT_FILTERS)[number];
export const RESTRICTED_PAYOUT_FILTERS = [
  'all',
  'pending',
  'paid',
] as const satisfies readonly PayoutFilter[];

/** Reminders for overdue invoices, when the schedule is on: this many days after the due date, once each. */
export const REMINDER_SCHEDULE_DAYS = [3, 7, 14] as const;

/**
 * The history's actions (spec 001 §4 History labels) and what each is called there: `marked_as_paid`
 * by someone's action, `paid` by the bank's or provider's sheet finance applied (ADR 035).
 */
export const INVOICE_EVENT_ACTIONS = [
  'created_draft',
  'created',
  'sent_for_approval',
  'approved',
  'rejected',
  'generated',
  'marked_as_paid',
  'paid',
  'payment_reminder_sent',
  'updated',
  'archived',
  'automatically_generated',
] as const;
export type InvoiceEventAction = (typeof INVOICE_EVENT_ACTIONS)[number];

export const INVOICE_EVENT_LABELS: Record<InvoiceEventAction, string> = {
  created_draft: 'Draft invoice created',
  created: 'Invoice created',
  sent_for_approval: 'sent for approval',
  approved: 'approved',
  rejected: 'rejected',
  generated: 'generated',
  marked_as_paid: 'marked as paid',
  paid: 'paid',
  payment_reminder_sent: 'payment reminder sent',
  updated: 'payment updated',
  archived: 'archived',
  automatically_generated: 'automatically generated',
};

/** A payout recipient's payment provider: their default payout method, else a Payoneer setup under way. */
export interface RecipientProvider {
  provider: PaymentPlatform;
  /** The payout account's status (payouts/rules.ts): only `active` can be paid. */
  status: 'pending' | 'active' | 'replaced' | 'closed';
}

/**
 * Payouts to Payoneer need the recipient's Payoneer account approved (active) (spec 001 §6): a
 * recipient whose provider is Payoneer and not active cannot be approved.
 */
export function payoneerInactive(provider: RecipientProvider | null | undefined): boolean {
  return provider?.provider === 'payoneer' && provider.status !== 'active';
}

/**
 * Whether the client has received the invoice: generated (finalized) or mailed. An issued invoice
 * is no longer edited or deleted; a credit note corrects an issued one.
 */
export function isIssued(invoice: { finalized: boolean; lastSentAt: string | Date | null }): boolean {
  return invoice.finalized || invoice.lastSentAt !== null;
}

/** What the display status and the actions read of an invoice. */
export interface InvoiceFacts {
  type: InvoiceType;
  status: InvoiceStatus;
  paid: boolean;
  finalized: boolean;
  archived: boolean;
  /** The due day, `YYYY-MM-DD`. */
  dueAt: string;
  /** When it was last mailed to the client, or null: never sent. */
  lastSentAt: string | Date | null;
  /** Payouts: the recipient's payment provider now (approving reads it); null or absent when none. */
  recipientProvider?: RecipientProvider | null;
  /** Payouts: whether their project is archived (no edit or delete then); absent when not known. */
  projectArchived?: boolean;
}

export const DISPLAY_STATUSES = [
  'paid',
  'approved',
  'processing',
  'overdue',
  'draft',
  'rejected',
  'pending',
] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

export const DISPLAY_STATUS_LABELS: Record<DisplayStatus, string> = {
  paid: 'Paid',
  approved: 'Approved',
  processing: 'Processing',
  overdue: 'Overdue',
  draft: 'Draft',
  rejected: 'Rejected',
  pending: 'Pending',
};

/** Overdue: the due day is before today and the invoice is unpaid (today is UTC, `YYYY-MM-DD`). */
export function isOverdue(invoice: Pick<InvoiceFacts, 'dueAt' | 'paid'>, today: string): boolean {
  return !invoice.paid && invoice.dueAt < today;
}

/**
 * Spec 001 §4, in its order: paid; approved ('Processing' for payouts); overdue; draft; rejected;
 * else pending.
 */
export function displayStatus(
  invoice: Pick<InvoiceFacts, 'type' | 'status' | 'paid' | 'dueAt'>,
  today: string,
): DisplayStatus {
  if (invoice.paid) return 'paid';
  if (invoice.status === 'approved') return invoice.type === 'purchase' ? 'processing' : 'approved';
  if (isOverdue(invoice, today)) return 'overdue';
  if (invoice.status === 'draft') return 'draft';
  if (invoice.status === 'rejected') return 'rejected';
  return 'pending';
}

/** `YYYY-MM-DD` + days, in UTC. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Due date = invoice date + payment period. */
export function dueDateOf(issuedAt: string, paymentPeriod: number): string {
  return addDays(issuedAt, paymentPeriod);
}

/** Today in UTC as `YYYY-MM-DD`. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whether an amount is shown negative: credit notes (spec 001 §3). */
export function isShownNegative(type: InvoiceType): boolean {
  return type === 'credit_nota';
}

/**
 * Number series (spec: one per type and year, credit notes their own): a prefix per type, the
 * year, and a sequence without gaps. `INV-2026-0001`.
 */
const NUMBER_PREFIXES: Record<InvoiceType, string> = {
  sale: 'INV',
  final: 'FIN',
  commitment: 'COM',
  credit_nota: 'CN',
  purchase: 'PO',
};

export function invoiceNumber(type: InvoiceType, year: number, sequence: number): string {
  return `${NUMBER_PREFIXES[type]}-${year}-${String(sequence).padStart(4, '0')}`;
}

/** VAT on an incoming invoice, decided by the client's company (ADR 032). */
export type VatTreatment =
  | { mode: 'home'; rateBasisPoints: number }
  | { mode: 'reverse_charge'; rateBasisPoints: 0 }
  | { mode: 'none'; rateBasisPoints: 0 };
export const VAT_MODES = ['home', 'reverse_charge', 'none'] as const;
export type VatMode = (typeof VAT_MODES)[number];

export interface VatClient {
  /** ISO 3166 alpha-2 of the client's company, or null when unknown. */
  country: string | null;
  vatNumber: string | null;
}

export interface VatHome {
  country: string;
  rateBasisPoints: number;
}

/**
 * Home clients (and clients whose country is unknown): the home rate. EU business clients with a
 * VAT number: reverse charge. EU clients without one (consumers): the home rate, as a supplier
 * charges its own VAT to consumers. Outside the EU: none. Payouts carry no VAT.
 */
export function vatTreatment(type: InvoiceType, client: VatClient, home: VatHome): VatTreatment {
  if (type === 'purchase') return { mode: 'none', rateBasisPoints: 0 };
  const country = client.country?.toUpperCase() ?? null;
  if (country === null || country === home.country.toUpperCase()) {
    return { mode: 'home', rateBasisPoints: home.rateBasisPoints };
  }
  if (!isEuCountry(country)) return { mode: 'none', rateBasisPoints: 0 };
  if (client.vatNumber?.trim()) return { mode: 'reverse_charge', rateBasisPoints: 0 };
  return { mode: 'home', rateBasisPoints: home.rateBasisPoints };
}

/** VAT on a net amount in minor units, half up: 1000.00 at 21 % → 210.00. */
function vatOf(netMinor: number, rateBasisPoints: number): number {
  return Number(divideHalfUp(BigInt(netMinor) * BigInt(rateBasisPoints), 10_000n));
}

/** Subtotal (the invoice's amount), VAT and total in minor units. */
export function invoiceTotals(netMinor: number, rateBasisPoints: number) {
  const vat = vatOf(netMinor, rateBasisPoints);
  return { subtotal: netMinor, vat, total: netMinor + vat };
}

/**
 * The commitment amount an invoice carries (spec 001 §5): a commitment payment adds its
 * commitment amount to the project's balance, a final invoice consumes its own from it; any
 * other type carries 0.
 */
export function commitmentAmountFor(type: InvoiceType, commitmentAmountMinor: number): number {
  return type === 'commitment' || type === 'final' ? commitmentAmountMinor : 0;
}
