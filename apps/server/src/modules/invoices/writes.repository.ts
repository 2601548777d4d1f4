import type { InvoiceAction } from '@kazi/shared/invoices/policy';
import type { InvoiceEventAction, InvoiceType } from '@kazi/shared/invoices/rules';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client.ts';
import {
  companies,
  invoiceEvents,
  invoiceLines,
  invoiceNumberSeries,
  invoices,
  projects,
} from '../../db/schema/index.ts';
import { balanceOf } from './loaded.repository.ts';

type InvoiceInsert = typeof invoices.$inferInsert;
export type InvoiceRecord = typeof invoices.$inferSelect;

const live = isNull(invoices.deletedAt);
const open = sql`not ${invoices.archived} and not ${invoices.paid}`;
const neverSent = sql`not ${invoices.finalized} and ${invoices.lastSentAt} is null`;

/**
 * The state each action needs, in SQL: the conditional UPDATE's WHERE, written to say what
 * `refusalOf` in packages/shared/src/invoices/policy.ts says (conditions.test.ts holds them to it).
 */
const INCOMING_ALLOWS: Record<InvoiceAction, SQL> = {
  edit: sql`${open} and ${neverSent}`,
  delete: sql`${open} and ${neverSent}`,
  send_for_approval: sql`${open} and ${invoices.status} in ('draft', 'rejected')`,
  approve: sql`${open} and ${invoices.status} = 'pending'`,
  reject: sql`${open} and ${invoices.status} = 'pending'`,
  generate: sql`${open} and ${neverSent} and ${invoices.status} <> 'rejected'`,
  mark_as_paid: sql`${open} and (${invoices.finalized} or ${invoices.lastSentAt} is not null)`,
  send_reminder: sql`${open} and ${invoices.type} <> 'credit_nota' and (${invoices.finalized} or ${invoices.lastSentAt} is not null)`,
  archive: open,
};

/**
 * The payout's project is not archived, read in the update itself under a share lock on the
 * project's row: archiving the project (an update of that row) waits until this transaction ends,
 * or has committed and is seen here, so the services' earlier check and the write cannot pass it.
 */
const projectOpen = sql`(select not p.archived from ${projects} as p where p.id = ${invoices.projectId} for share)`;

/**
 * Payouts' (ADR 033): the Payoneer rule on approving is read under the recipient's row lock
 * before the update (transitions.ts), as the recipient's payout methods are not the invoice's state.
 * Edit and delete also need the project not archived (ADR 036).
 */
const PAYOUT_ALLOWS: Record<InvoiceAction, SQL> = {
  edit: sql`${open} and ${invoices.status} <> 'approved' and ${projectOpen}`,
  delete: sql`${open} and ${invoices.status} <> 'approved' and ${projectOpen}`,
  send_for_approval: sql`false`,
  approve: sql`${open} and ${invoices.status} = 'draft'`,
  reject: sql`${open} and ${invoices.status} = 'draft'`,
  generate: sql`false`,
  mark_as_paid: sql`${open} and ${invoices.status} = 'approved'`,
  send_reminder: sql`false`,
  archive: open,
};

const payout = sql`${invoices.type} = 'purchase'`;
const allows = (action: InvoiceAction): SQL =>
  sql`((${payout} and ${PAYOUT_ALLOWS[action]}) or (not ${payout} and ${INCOMING_ALLOWS[action]}))`;

/** Which of these invoices the action's SQL condition lets through now (the policy's twin, for its test). */
export async function idsAllowing(db: Db, action: InvoiceAction, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(sql`${invoices.id} = any(${sql.param([...ids])}::int[])`, live, allows(action)));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * The action's conditional update (ADR 032): only while the invoice's state allows it (and, when
 * given, at the revision the caller read); the revision grows. The row, or null when refused.
 */
export async function updateIfAllowed(
  tx: Db,
  id: number,
  action: InvoiceAction,
  set: PgUpdateSetSource<typeof invoices>,
  revision?: number,
): Promise<InvoiceRecord | null> {
  const [row] = await tx
    .update(invoices)
    .set({ ...set, revision: sql`${invoices.revision} + 1` })
    .where(
      and(
        eq(invoices.id, id),
        live,
        allows(action),
        revision === undefined ? undefined : eq(invoices.revision, revision),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The invoice row as it is now, with whether its project is archived (after a refused update: why
 * it was refused).
 */
export async function findInvoiceRow(
  tx: Db,
  id: number,
): Promise<(InvoiceRecord & { projectArchived: boolean }) | undefined> {
  const [row] = await tx
    .select({ invoice: invoices, projectArchived: projects.archived })
    .from(invoices)
    .innerJoin(projects, eq(projects.id, invoices.projectId))
    .where(eq(invoices.id, id));
  return row && { ...row.invoice, projectArchived: row.projectArchived };
}

export async function insertInvoiceRow(tx: Db, values: InvoiceInsert): Promise<InvoiceRecord> {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) throw new Error('invoice insert returned nothing');
  return row;
}

/** One line of an invoice's history (append-only). `actorId` null: the system. */
export async function insertInvoiceEvent(
  tx: Db,
  event: {
    invoiceId: number;
    action: InvoiceEventAction;
    actorId: number | null;
    data: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(invoiceEvents).values(event);
}

/** A deleted invoice gives its timesheet months back: they may be invoiced again. */
export async function releaseTimesheetMonths(tx: Db, invoiceId: number): Promise<void> {
  await tx
    .update(invoiceLines)
    .set({ timesheetMonthId: null, payoutTimesheetMonthId: null })
    .where(eq(invoiceLines.invoiceId, invoiceId));
}

/** What VAT reads of the client: the project owner's company's country and VAT number. */
export async function findClientCompany(tx: Db, ownerId: number | null) {
  if (ownerId === null) return undefined;
  const [row] = await tx
    .select({
      name: companies.name,
      street: companies.street,
      plotNumber: companies.plotNumber,
      postalCode: companies.postalCode,
      city: companies.city,
      country: companies.country,
      vatNumber: companies.vatNumber,
    })
    .from(companies)
    .where(eq(companies.ownerId, ownerId));
  return row;
}

/**
 * The invoice a credit note corrects, if it is a live invoice of this project, locked for the
 * rest of the transaction (two credit notes on one invoice queue), with what earlier credit
 * notes (but `except`) took of it, net and total. Its currency and VAT are the credit note's
 * (ADR 032): a credit note gives back what was charged, whatever the client's company says now.
 */
export async function lockCreditedInvoice(tx: Db, projectId: number, refId: number, except: number | null) {
  const [ref] = await tx
    .select({
      id: invoices.id,
      type: invoices.type,
      currency: invoices.currency,
      amountMinor: invoices.amountMinor,
      totalMinor: invoices.totalMinor,
      vatMode: invoices.vatMode,
      vatRateBp: invoices.vatRateBp,
      finalized: invoices.finalized,
      lastSentAt: invoices.lastSentAt,
    })
    .from(invoices)
    .where(and(eq(invoices.id, refId), eq(invoices.projectId, projectId), live))
    .for('update');
  if (!ref) return undefined;
  const [credited] = await tx
    .select({
      net: sql<number>`coalesce(sum(${invoices.amountMinor}), 0)`.mapWith(Number),
      total: sql<number>`coalesce(sum(${invoices.totalMinor}), 0)`.mapWith(Number),
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.refInvoiceId, refId),
        eq(invoices.type, 'credit_nota'),
        live,
        except === null ? undefined : ne(invoices.id, except),
      ),
    );
  return { ...ref, creditedMinor: credited?.net ?? 0, creditedTotalMinor: credited?.total ?? 0 };
}

/**
 * The currency and VAT of the invoice a credit note corrects, which generating the credit note
 * freezes (ADR 032). An issued invoice's are frozen already: no lock needed.
 */
export async function findCorrectedTerms(tx: Db, refId: number) {
  const [row] = await tx
    .select({ currency: invoices.currency, vatMode: invoices.vatMode, vatRateBp: invoices.vatRateBp })
    .from(invoices)
    .where(eq(invoices.id, refId));
  return row;
}

/** Whether the invoice bills lines (approved hours): its amount is their sum. */
export async function hasLines(tx: Db, invoiceId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: invoiceLines.id })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .limit(1);
  return row !== undefined;
}

/** A live commitment payment of this project, or undefined. */
export async function findCommitment(tx: Db, projectId: number, id: number) {
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(eq(invoices.id, id), eq(invoices.projectId, projectId), eq(invoices.type, 'commitment'), live),
    );
  return row;
}

/**
 * The project's commitment balance in its currency, leaving out one invoice being edited; the
 * caller holds the project row's lock.
 */
export async function commitmentBalance(tx: Db, projectId: number, except: number | null): Promise<number> {
  const currency = sql`(select p.currency from projects p where p.id = ${projectId})`;
  const [row] = await queryRows<{ balance: string }>(
    tx,
    sql`select ${balanceOf(projectId, currency, except)} as balance`,
  );
  return Number(row?.balance ?? 0);
}

/** Locks a project's row for the rest of the transaction (a final invoice's balance is read under it). */
export async function lockProjectRow(tx: Db, projectId: number): Promise<void> {
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
}

/**
 * The project's currency, read under a key-share lock on its row until the transaction ends: a
 * currency change (which locks the row for update, then refuses while the project has invoices,
 * modules/projects/patch-payment.ts) either waits for this invoice or is seen by it.
 */
export async function lockProjectCurrency(tx: Db, projectId: number): Promise<'EUR' | 'USD'> {
  const [row] = await tx
    .select({ currency: projects.currency })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('key share');
  if (!row) throw new Error('the project of an invoice is gone');
  return row.currency;
}

/**
 * Takes the next `count` numbers of a series (a type and a year, ADR 032 Numbering): one upsert
 * whose row stays locked until the transaction ends, so parallel generations queue on it and a
 * rolled-back one gives its numbers back. The first sequence taken.
 */
export async function takeSeriesNumbers(
  tx: Db,
  type: InvoiceType,
  year: number,
  count: number,
): Promise<number> {
  const [row] = await tx
    .insert(invoiceNumberSeries)
    .values({ type, year, lastSequence: count })
    .onConflictDoUpdate({
      target: [invoiceNumberSeries.type, invoiceNumberSeries.year],
      set: { lastSequence: sql`${invoiceNumberSeries.lastSequence} + ${count}` },
    })
    .returning({ last: invoiceNumberSeries.lastSequence });
  if (!row) throw new Error('the number series upsert returned nothing');
  return row.last - count + 1;
}

/**
 * Generating's conditional update: finalized now under its number, with its VAT and billing
 * frozen; a draft goes to pending, and so does an approved invoice whose total the frozen VAT
 * changes (the client approved the total before: as a changed amount makes it a draft again, it
 * is theirs to approve again); any other status stays (read in the update itself).
 */
export function finalizeIfAllowed(
  tx: Db,
  id: number,
  values: Pick<InvoiceInsert, 'number' | 'billing' | 'vatMode' | 'vatRateBp' | 'vatMinor' | 'totalMinor'> &
    Pick<Partial<InvoiceInsert>, 'currency'>,
): Promise<InvoiceRecord | null> {
  return updateIfAllowed(tx, id, 'generate', {
    ...values,
    finalized: true,
    finalizedAt: sql`now()`,
    status: sql`case when ${invoices.status} = 'draft'
      or (${invoices.status} = 'approved' and ${invoices.totalMinor} <> ${values.totalMinor})
      then 'pending' else ${invoices.status} end`,
  });
}

/** A payment reminder's conditional update: counted and dated. */
export function countReminderIfAllowed(tx: Db, id: number): Promise<InvoiceRecord | null> {
  return updateIfAllowed(tx, id, 'send_reminder', {
    reminderCount: sql`${invoices.reminderCount} + 1`,
    reminderSentAt: sql`now()`,
  });
}
