// @ts-check
// An invoice row as the invoice and payout floors read and answer it: invoices/loaded.repository.ts's
// statement as Drizzle emits it, presenter.ts's shape, and the session's roles they read.
import { dayOf } from './pg-dates.mjs';

const TYPE_LABELS = /** @type {Record<string, string>} */ ({
  final: 'Final Invoice',
  sale: 'Payment',
  purchase: 'Payout',
  credit_nota: 'Credit Note',
  commitment: 'Commitment Payment',
});
const MAIL_STATUS = /** @type {Record<string, string>} */ ({
  queued: 'pending',
  sending: 'pending',
  sent: 'sent',
  stored: 'sent',
  failed: 'failed',
});

const INVOICE_COLUMNS = [
  'id',
  'type',
  'project_id',
  'user_id',
  'title',
  'number',
  'issued_at',
  'due_at',
  'payment_period',
  'currency',
  'amount_minor',
  'vat_minor',
  'total_minor',
  'vat_mode',
  'vat_rate_bp',
  'commitment_amount_minor',
  'ref_invoice_id',
  'commitment_id',
  'status',
  'paid',
  'paid_at',
  'paid_by_id',
  'finalized',
  'finalized_at',
  'archived',
  'archived_at',
  'last_sent_at',
  'reminder_count',
  'reminder_sent_at',
  'last_mail_id',
  'email_status',
  'payment_platform',
  'batch_ref',
  'pdf_file_id',
  'revision',
  'created_by_id',
  'created_at',
  'updated_at',
  'deleted_at',
]
  .map((column) => `"invoices"."${column}"`)
  .join(', ');

/** invoices/loaded.repository.ts `person`: a user as a JSON object. */
const PERSON = (/** @type {string} */ id) => `(select json_build_object('id', u.id, 'firstName', u.first_name,
    'lastName', u.last_name, 'email', u.email, 'avatarFileId', u.avatar_file_id) from users u where u.id = ${id})`;

/** invoices/loaded.repository.ts `loaded`: the invoice, its project, and the records around as scalar subqueries. */
export const LOADED_COLUMNS = `select ${INVOICE_COLUMNS}, "projects"."id" as "p_id", "projects"."title" as "p_title",
  "projects"."archived" as "p_archived", "projects"."currency" as "p_currency", "projects"."owner_id" as "p_owner_id",
  ${PERSON('"projects"."owner_id"')} as "owner",
  (select c.name from companies c where c.owner_id = "projects"."owner_id") as "company_name",
  (select o.status from outbox o where o.id = "invoices"."last_mail_id") as "mail_status",
  (select json_build_object('id', r.id, 'number', r.number, 'title', r.title,
        'amountMinor', r.amount_minor) from invoices r where r.id = "invoices"."ref_invoice_id") as "ref",
  (select json_build_object('id', k.id, 'number', k.number,
        'title', k.title) from invoices k where k.id = "invoices"."commitment_id") as "commitment",
  ${PERSON('"invoices"."user_id"')} as "recipient",
  case when "invoices"."type" = 'purchase' then (
    select json_build_object('provider', a.provider, 'status', a.status) from payout_accounts a
    where a.user_id = "invoices"."user_id" and (a.is_default or (a.provider = 'payoneer' and a.status = 'pending'))
    order by a.is_default desc, a.id desc limit 1) end as "recipient_provider", (select
    coalesce(sum(case when b.type = 'commitment' then b.commitment_amount_minor else -b.commitment_amount_minor end), 0)
  from invoices b where b.project_id = "invoices"."project_id" and b.deleted_at is null
    and ((b.type = 'commitment' and b.paid) or b.type = 'final') and b.currency = "projects"."currency") as "balance"`;
export const FROM_INVOICES_AND_PROJECTS = `inner join "projects" on "projects"."id" = "invoices"."project_id"`;
export const LOADED = `${LOADED_COLUMNS}
  from "invoices" ${FROM_INVOICES_AND_PROJECTS}`;

/** The statement's parameters, numbered from $1 as Drizzle numbers them. */
export function params() {
  /** @type {unknown[]} */
  const values = [];
  const param = (/** @type {unknown} */ value) => {
    values.push(value);
    return `$${values.length}`;
  };
  return { values, param };
}

/** `projects.view_all`: admins, staff, pay admins and space leads (the session's flags and type). */
export const viewsAll = (/** @type {Record<string, unknown>} */ live) =>
  Boolean(live.is_admin || live.is_staff || live.is_pay_admin || live.type === 7);
/** `payments.view_expected`: pay admins (finance). */
export const seesExpected = (/** @type {Record<string, unknown>} */ live) => Boolean(live.is_pay_admin);

/** Minor units as the API's decimal text (`-12.05`). */
export const money = (/** @type {unknown} */ minor) => {
  const value = BigInt(/** @type {string | number} */ (minor ?? 0));
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};
const iso = (/** @type {unknown} */ value) => (value instanceof Date ? value.toISOString() : (value ?? null));
const nameOf = (/** @type {Record<string, unknown>} */ person) =>
  `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() || String(person.email);

/**
 * rules.ts displayStatus and isOverdue: the due day, whether it is past unpaid, the display status.
 * @param {Record<string, any>} row @param {string} today
 */
export function statusOf(row, today) {
  const due = dayOf(row.due_at);
  const overdue = !row.paid && due < today;
  const display = row.paid
    ? 'paid'
    : row.status === 'approved'
      ? 'approved'
      : overdue
        ? 'overdue'
        : row.status === 'draft'
          ? 'draft'
          : row.status === 'rejected'
            ? 'rejected'
            : 'pending';
  return { due, overdue, display };
}

/**
 * invoices/policy.ts invoiceAbilities, as the floor approximates it: finance everything its state
 * allows; clients approve and reject pending ones.
 * @param {Record<string, any>} row @param {Record<string, unknown>} live
 */
export function abilitiesOf(row, live) {
  const finance = seesExpected(live);
  const open = !row.archived && !row.paid;
  const unsent = !row.finalized && row.last_sent_at === null;
  return {
    edit: finance && open && unsent,
    delete: finance && open && unsent,
    send_for_approval: finance && open && (row.status === 'draft' || row.status === 'rejected'),
    approve: !finance && open && row.status === 'pending',
    reject: !finance && open && row.status === 'pending',
    generate: finance && open && unsent && row.status !== 'rejected',
    mark_as_paid: finance && open && !unsent,
    send_reminder: finance && open && !unsent,
    archive: finance && open,
    comment: true,
    view_history: finance,
  };
}

/**
 * presenter.ts clientOf: the project owner, named by their company when it has a name.
 * @param {Record<string, any> | null} owner @param {string | null} companyName
 */
export const clientOf = (owner, companyName) =>
  owner ? { id: owner.id, display_name: companyName?.trim() || nameOf(owner) } : null;

/**
 * presenter.ts recipientOf: a payout's recipient with their payment provider.
 * @param {Record<string, any> | null} recipient @param {unknown} provider
 */
export const recipientOf = (recipient, provider) =>
  recipient
    ? {
        id: recipient.id,
        display_name: nameOf(recipient),
        avatar_url: recipient.avatarFileId ? `/api/avatars/${recipient.avatarFileId}/` : null,
        payment_provider: provider ?? null,
      }
    : null;

/**
 * invoices/presenter.ts presentInvoice: the row as the list answers it, with the display status
 * and what the caller may do.
 * @param {Record<string, any>} row
 * @param {Record<string, unknown>} live
 * @param {string} today
 */
export function present(row, live, today) {
  const { due, overdue, display } = statusOf(row, today);
  return {
    id: row.id,
    type: row.type,
    type_label: TYPE_LABELS[row.type],
    title: row.title,
    full_title: `${row.p_title} – ${row.title}`,
    number: row.number,
    issued_at: dayOf(row.issued_at),
    created_at: iso(row.created_at),
    due_at: due,
    amount: money(row.amount_minor),
    subtotal: money(row.amount_minor),
    vat: money(row.vat_minor),
    vat_rate: `${Math.trunc(row.vat_rate_bp / 100)}.${String(row.vat_rate_bp % 100).padStart(2, '0')}`,
    vat_mode: row.vat_mode,
    total_amount: money(row.total_minor),
    commitment_amount: money(row.commitment_amount_minor),
    currency: row.currency,
    payment_period: row.payment_period,
    ref_invoice: row.ref
      ? { id: row.ref.id, number: row.ref.number, title: row.ref.title, amount: money(row.ref.amountMinor) }
      : null,
    commitment: row.commitment
      ? { id: row.commitment.id, number: row.commitment.number, title: row.commitment.title }
      : null,
    project: {
      id: row.p_id,
      title: row.p_title,
      archived: row.p_archived,
      currency: row.p_currency,
      owner: row.owner ? { display_name: nameOf(row.owner) } : null,
      commitment_amount_balance: money(row.balance),
    },
    client: clientOf(row.owner, row.company_name),
    user: recipientOf(row.recipient, row.recipient_provider),
    status: row.status,
    display_status: display,
    overdue,
    paid: row.paid,
    paid_at: iso(row.paid_at),
    finalized: row.finalized,
    archived: row.archived,
    last_sent_at: iso(row.last_sent_at),
    reminder_count: row.reminder_count,
    reminder_sent_at: iso(row.reminder_sent_at),
    invoice_email_status: row.mail_status ? MAIL_STATUS[row.mail_status] : row.email_status,
    payment_platform: row.payment_platform,
    batch_ref: row.batch_ref,
    download_url: row.finalized ? `/api/invoices/${row.id}/download/?format=pdf` : null,
    revision: row.revision,
    abilities: abilitiesOf(row, live),
  };
}

export const TODAY = () => new Date().toISOString().slice(0, 10);
