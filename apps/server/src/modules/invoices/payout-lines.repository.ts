import type { RecipientProvider } from '@kazi/shared/invoices/rules';
import { and, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { namedPerShape, preparedPer, shapeOf } from '../../db/prepared.ts';
import { invoices, projects } from '../../db/schema/index.ts';
import type { PersonRow } from '../project-core/index.ts';
import { companyOf, type LoadedInvoice, person, recipientProviderOf } from './loaded.repository.ts';
import type { InvoiceBasicsRow } from './presenter.ts';

/**
 * A payout as a line of the payouts list shows it (payoutLineSchema): its own columns, its
 * recipient and their payment provider; nothing of the records around an invoice that payouts
 * never have.
 */
export const lineFields = {
  invoice: {
    id: invoices.id,
    type: invoices.type,
    projectId: invoices.projectId,
    title: invoices.title,
    number: invoices.number,
    createdAt: invoices.createdAt,
    dueAt: invoices.dueAt,
    totalMinor: invoices.totalMinor,
    currency: invoices.currency,
    status: invoices.status,
    paid: invoices.paid,
    finalized: invoices.finalized,
    archived: invoices.archived,
    lastSentAt: invoices.lastSentAt,
    paymentPlatform: invoices.paymentPlatform,
    batchRef: invoices.batchRef,
    revision: invoices.revision,
  },
  user: person(sql`${invoices.userId}`),
  recipientProvider: recipientProviderOf,
};

export interface PayoutLineRow {
  invoice: InvoiceBasicsRow & Pick<LoadedInvoice['invoice'], 'projectId'>;
  user: PersonRow | null;
  recipientProvider: RecipientProvider | null;
}

/** A page's project as its lines show it: title, archived, and the client it bills. */
export type PayoutProjectRow = { id: number; title: string; archived: boolean } & Pick<
  LoadedInvoice,
  'owner' | 'companyName'
>;

/**
 * The members of a page's rows: the payouts that pass the list's filters in its batches
 * (`batchRefs`) or among its payouts without one (`single`). Named per shape: whatever the values,
 * the batch index finds them.
 */
const linesStatement = namedPerShape('kazi_payout_lines', (db, where, name) =>
  db.select(lineFields).from(invoices).where(where).orderBy(invoices.id).prepare(name),
);

/**
 * The lines of a page's rows: the payouts that pass the list's filters (`where`, its values as
 * placeholders in `values`) in the page's batches or among its payouts without one. One statement.
 */
export async function findLines(
  db: Db,
  where: SQL,
  values: Record<string, unknown>,
  page: { batchRefs: string[]; single: number[] },
): Promise<PayoutLineRow[]> {
  const members = and(
    where,
    sql`(${invoices.batchRef} = any(${sql.placeholder('batchRefs')}::text[])
      or (${isNull(invoices.batchRef)} and ${invoices.id} = any(${sql.placeholder('single')}::int[])))`,
  ) as SQL;
  return (await linesStatement(db, shapeOf(members)).execute({ ...values, ...page })) as PayoutLineRow[];
}

const projectsStatement = preparedPer((db) =>
  db
    .select({
      id: projects.id,
      title: projects.title,
      archived: projects.archived,
      // Wrapped: a statement on one table names its columns bare, and a bare owner_id in the
      // subqueries would be the companies' or users' own.
      owner: person(sql`${projects.ownerId}`),
      companyName: companyOf(sql`${projects.ownerId}`),
    })
    .from(projects)
    .where(sql`${projects.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('kazi_payout_projects'),
);

/** The page's projects by id: one statement. */
export async function findLineProjects(db: Db, ids: number[]): Promise<Map<number, PayoutProjectRow>> {
  if (!ids.length) return new Map();
  const rows = await projectsStatement(db).execute({ ids });
  return new Map(rows.map((row) => [row.id, row as PayoutProjectRow]));
}
