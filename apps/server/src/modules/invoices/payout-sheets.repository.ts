import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, invoiceEvents, invoices, payoutAccounts, users } from '../../db/schema/index.ts';
import type { AuditEntry } from '../audit/repository.ts';
import type { InvoiceRecord } from './writes.repository.ts';

/**
 * The payout sheets' SQL (ADR 035): the set-based lookup behind an upload's preview, the batch of
 * unpaid IBAN payouts, and the all-or-nothing payment of a previewed set.
 */

const livePayout = and(eq(invoices.type, 'purchase'), isNull(invoices.deletedAt));
/** A payout that may be paid: approved ('Processing'), unpaid, not archived. */
const payable = sql`${invoices.status} = 'approved' and not ${invoices.paid} and not ${invoices.archived}`;

export interface PayoutMatch {
  id: number;
  number: string | null;
  status: InvoiceRecord['status'];
  paid: boolean;
  archived: boolean;
  totalMinor: number;
  currency: InvoiceRecord['currency'];
  paymentPlatform: InvoiceRecord['paymentPlatform'];
  revision: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** The live payouts named by id or number, in one query whatever the sheet's length. */
export async function findPayoutsByReference(
  db: Db,
  ids: readonly number[],
  numbers: readonly string[],
): Promise<PayoutMatch[]> {
  if (ids.length === 0 && numbers.length === 0) return [];
  const named: SQL[] = [];
  if (ids.length) named.push(sql`${invoices.id} = any(${sql.param([...ids])}::int[])`);
  if (numbers.length) named.push(sql`${invoices.number} = any(${sql.param([...numbers])}::text[])`);
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      paid: invoices.paid,
      archived: invoices.archived,
      totalMinor: invoices.totalMinor,
      currency: invoices.currency,
      paymentPlatform: invoices.paymentPlatform,
      revision: invoices.revision,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(invoices)
    .leftJoin(users, eq(users.id, invoices.userId))
    .where(and(livePayout, or(...named)));
}

export interface IbanPayoutRow {
  id: number;
  number: string | null;
  title: string;
  totalMinor: number;
  accountName: string;
  iban: string;
}

/**
 * Approved, unpaid payouts of more than nothing to IBAN accounts (EUR), oldest first, each with its
 * recipient's active IBAN account; a payout whose recipient has none cannot be transferred and is
 * left out.
 */
export function unpaidIbanPayouts(db: Db): Promise<IbanPayoutRow[]> {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      title: invoices.title,
      totalMinor: invoices.totalMinor,
      accountName: payoutAccounts.accountName,
      iban: sql<string>`${payoutAccounts.iban}`,
    })
    .from(invoices)
    .innerJoin(
      payoutAccounts,
      and(
        eq(payoutAccounts.userId, invoices.userId),
        eq(payoutAccounts.provider, 'iban'),
        eq(payoutAccounts.status, 'active'),
      ),
    )
    .where(
      and(
        livePayout,
        payable,
        eq(invoices.paymentPlatform, 'iban'),
        eq(invoices.currency, 'EUR'),
        // A payout of nothing is no transfer (and SEPA refuses an amount under 0.01).
        sql`${invoices.totalMinor} > 0`,
        sql`${payoutAccounts.iban} is not null`,
      ),
    )
    .orderBy(asc(invoices.id));
}

/**
 * Marks exactly these payouts paid, each only at the revision the preview read and while it may
 * be paid: one UPDATE for the whole set. Fewer rows than asked means something changed since the
 * preview; the caller rolls the transaction back.
 */
export async function markPayoutsPaid(
  tx: Db,
  previewed: readonly (readonly [id: number, revision: number])[],
  actorId: number,
): Promise<InvoiceRecord[]> {
  if (previewed.length === 0) return [];
  const ids = previewed.map(([id]) => id);
  const revisions = previewed.map(([, revision]) => revision);
  return tx
    .update(invoices)
    .set({ paid: true, paidAt: new Date(), paidById: actorId, revision: sql`${invoices.revision} + 1` })
    .where(
      and(
        livePayout,
        payable,
        sql`(${invoices.id}, ${invoices.revision}) in (select * from unnest(${sql.param(ids)}::int[], ${sql.param(revisions)}::int[]))`,
      ),
    )
    .returning();
}

/**
 * A 'paid' history line for each of these payouts (paid by the sheet finance applied, where
 * 'marked as paid' is someone's action), in one statement whatever their number (the ids travel as
 * one array parameter).
 */
export async function insertPaidEvents(tx: Db, ids: readonly number[], actorId: number): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`insert into ${invoiceEvents} (invoice_id, action, actor_id, data)
    select id, 'paid', ${actorId}, '{"previous_status": "approved", "current_status": "approved"}'::jsonb
    from unnest(${sql.param([...ids])}::int[]) as id`);
}

/** Audit rows as `recordAudit` writes them, in one statement (entries travel as one jsonb array). */
export async function insertAuditRows(tx: Db, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((entry) => ({
    actor_id: entry.actorId,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    request_id: entry.requestId ?? null,
  }));
  await tx.execute(sql`insert into ${auditLog} (actor_id, action, target_type, target_id, before, after, request_id)
    select actor_id, action, target_type, target_id, before, after, request_id
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as entry(actor_id int, action text, target_type text, target_id text, before jsonb, after jsonb, request_id text)`);
}
