import type { Actor } from '@kazi/shared/auth/permissions';
import type { RecipientProvider } from '@kazi/shared/invoices/rules';
import type { MAIL_STATUSES } from '@kazi/shared/mail/schemas';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices, projects, users } from '../../db/schema/index.ts';
import type { PersonRow } from '../project-core/index.ts';
import { scopeOf, visibleTypes } from './scope.repository.ts';

/*
 * An invoice as every reader shows it (ADR 032): its row, its project and the records around it,
 * read by id for an actor, for a list's page (repository.ts) and for the payouts list.
 */

type InvoiceRecord = typeof invoices.$inferSelect;

/** An invoice with what its presenter shows of the records around it. */
export interface LoadedInvoice {
  invoice: Omit<InvoiceRecord, 'billing'>;
  project: { id: number; title: string; archived: boolean; currency: 'EUR' | 'USD'; ownerId: number | null };
  owner: PersonRow | null;
  companyName: string | null;
  /** The outbox status of the invoice's latest mail, or null when it has none. */
  mailStatus: (typeof MAIL_STATUSES)[number] | null;
  ref: { id: number; number: string | null; title: string; amountMinor: number } | null;
  commitment: { id: number; number: string | null; title: string } | null;
  user: PersonRow | null;
  /** Payouts: the recipient's payment provider now (default method, else a pending Payoneer setup). */
  recipientProvider: RecipientProvider | null;
  /** The project's commitment balance in minor units (ADR 032: paid commitments − final invoices). */
  balanceMinor: number;
}

/**
 * The balance a project's commitment payments leave (ADR 032): paid commitments minus final
 * invoices, never deleted ones, in the project's `currency` only (amounts of two currencies are
 * never added); `except` leaves out an invoice being edited.
 */
export const balanceOf = (projectId: SQL | number, currency: SQL, except: number | null = null) =>
  sql<number>`(select
    coalesce(sum(case when b.type = 'commitment' then b.commitment_amount_minor else -b.commitment_amount_minor end), 0)
  from invoices b where b.project_id = ${projectId} and b.deleted_at is null
    and ((b.type = 'commitment' and b.paid) or b.type = 'final') and b.currency = ${currency}${except === null ? sql`` : sql` and b.id <> ${except}`})`.mapWith(
    Number,
  );

/** A JSON object the database built: parsed by the driver, or text where it answers text. */
const asObject = <T>(value: unknown): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : (value as T | null);

/**
 * A person's payment provider now (ADR 033): their default payout method, else a Payoneer setup
 * under way (pending); null with neither.
 */
const providerOf = (userId: SQL | number) => sql`(
    select json_build_object('provider', a.provider, 'status', a.status) from payout_accounts a
    where a.user_id = ${userId} and (a.is_default or (a.provider = 'payoneer' and a.status = 'pending'))
    order by a.is_default desc, a.id desc limit 1)`;

/** A payout's recipient's payment provider; null for incoming invoices. */
export const recipientProviderOf = sql<RecipientProvider | null>`case when ${invoices.type} = 'purchase'
  then ${providerOf(sql`${invoices.userId}`)} end`.mapWith(asObject<RecipientProvider>);

/** A person by id as a JSON object the database builds. */
export const person = (id: SQL) =>
  sql<PersonRow | null>`(select json_build_object('id', u.id, 'firstName', u.first_name,
    'lastName', u.last_name, 'email', u.email, 'avatarFileId', u.avatar_file_id) from users u where u.id = ${id})`.mapWith(
    asObject<PersonRow>,
  );

/** The name of the company a client owns, by the client's id. */
export const companyOf = (ownerId: SQL) =>
  sql<string | null>`(select c.name from companies c where c.owner_id = ${ownerId})`;

const { billing: _billing, ...invoiceColumns } = getTableColumns(invoices);

/**
 * The invoice, its project, and what the presenter shows around them. The records around are
 * scalar subqueries on their keys, not joins: each is planned alone, where eight joined tables made
 * the planner weigh their orders on every list read (at 1,000,000 invoices: 8 ms of planning
 * against 0.5 ms of execution; 1.4 ms in all this way).
 */
export const loadedFields = {
  invoice: invoiceColumns,
  project: {
    id: projects.id,
    title: projects.title,
    archived: projects.archived,
    currency: projects.currency,
    ownerId: projects.ownerId,
  },
  owner: person(sql`${projects.ownerId}`),
  companyName: companyOf(sql`${projects.ownerId}`),
  mailStatus: sql<
    LoadedInvoice['mailStatus']
  >`(select o.status from outbox o where o.id = ${invoices.lastMailId})`,
  ref: sql<LoadedInvoice['ref']>`(select json_build_object('id', r.id, 'number', r.number, 'title', r.title,
    'amountMinor', r.amount_minor) from invoices r where r.id = ${invoices.refInvoiceId})`.mapWith(
    asObject<NonNullable<LoadedInvoice['ref']>>,
  ),
  commitment: sql<LoadedInvoice['commitment']>`(select json_build_object('id', k.id, 'number', k.number,
    'title', k.title) from invoices k where k.id = ${invoices.commitmentId})`.mapWith(
    asObject<NonNullable<LoadedInvoice['commitment']>>,
  ),
  user: person(sql`${invoices.userId}`),
  recipientProvider: recipientProviderOf,
  balanceMinor: balanceOf(sql`${invoices.projectId}`, sql`${projects.currency}`),
};

export const loaded = (db: Db) =>
  db.select(loadedFields).from(invoices).innerJoin(projects, eq(projects.id, invoices.projectId));

/**
 * One invoice as the actor may see it, or undefined (unknown, deleted, out of scope). One
 * statement; `forUpdate` locks its row for the transaction, so what a write decides from it (the
 * state, the amount, the date its number's series comes from) is what it changes.
 */
export async function findInvoiceForActor(
  db: Db,
  actor: Actor,
  id: number,
  forUpdate = false,
): Promise<LoadedInvoice | undefined> {
  const query = loaded(db)
    .where(and(eq(invoices.id, id), scopeOf(actor, visibleTypes(actor))))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: invoices }) : await query;
  return row as LoadedInvoice | undefined;
}

/**
 * Invoices by id as the actor may see them (the ones they may not: left out), by id, their rows
 * locked for the transaction (a bulk action's). One statement.
 */
export async function lockInvoicesForActor(
  db: Db,
  actor: Actor,
  ids: readonly number[],
): Promise<LoadedInvoice[]> {
  if (!ids.length) return [];
  const rows = await loaded(db)
    .where(and(sql`${invoices.id} = any(${sql.param([...ids])}::int[])`, scopeOf(actor, visibleTypes(actor))))
    .orderBy(invoices.id)
    .for('update', { of: invoices });
  return rows as LoadedInvoice[];
}

/**
 * A payout recipient's payment provider, read under a share lock on their user row (payout-method
 * changes lock it for update, modules/payouts/repository.ts `lockOwner`), so it holds until the
 * transaction ends.
 */
export async function lockRecipientProvider(tx: Db, userId: number): Promise<RecipientProvider | null> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('share');
  const [row] = await tx
    .select({
      provider: sql<RecipientProvider | null>`${providerOf(userId)}`.mapWith(asObject<RecipientProvider>),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row?.provider ?? null;
}
