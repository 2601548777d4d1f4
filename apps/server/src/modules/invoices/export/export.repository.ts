import type { Actor } from '@kazi/shared/auth/permissions';
import type { InvoiceEmailStatus, InvoiceStatus, InvoiceType } from '@kazi/shared/invoices/rules';
import type { MAIL_STATUSES } from '@kazi/shared/mail/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { type ListFilterQuery, listFilters } from '../list-filters.repository.ts';
import { MATCHES_NEWEST_FIRST, NEWEST_FIRST } from '../repository.ts';
import { visibleTypes } from '../scope.repository.ts';

/** Rows fetched from the cursor at a time: memory stays flat whatever the export's size. */
export const EXPORT_BATCH = 2000;

/** One exported invoice as the cursor returns it: text and booleans only, read alike by both drivers. */
export interface ExportRow {
  id: string;
  created: string;
  issued: string;
  title: string;
  number: string | null;
  company: string | null;
  owner_first: string | null;
  owner_last: string | null;
  owner_email: string | null;
  project: string;
  type: InvoiceType;
  status: InvoiceStatus;
  paid: boolean;
  due: string;
  total: string;
  currency: string;
  mail_status: (typeof MAIL_STATUSES)[number] | null;
  email_status: InvoiceEmailStatus | null;
  user_first: string | null;
  user_last: string | null;
  user_email: string | null;
  platform: string | null;
  batch_ref: string | null;
}

export interface ExportFilter {
  types: readonly InvoiceType[];
  query: ListFilterQuery;
  /** Invoice dates from `start` to `end`, whole days, both included. */
  start: string;
  end: string;
  /** `YYYY-MM-DD`, UTC: what overdue is measured against. */
  today: string;
}

/** Of the types asked, those the actor sees (payouts never to clients), as the list scopes them. */
const seenTypes = (actor: Actor, types: readonly InvoiceType[]) =>
  types.filter((type) => visibleTypes(actor).includes(type));

/** The list's scope and filters (the same WHERE as GET invoices/), of invoices dated in the range, in the list's order. */
function exportSelect(actor: Actor, filter: ExportFilter): SQL | null {
  const where = listFilters(actor, filter.query, seenTypes(actor, filter.types), filter.today);
  if (!where) return null;
  const order = filter.query.search ? MATCHES_NEWEST_FIRST : NEWEST_FIRST;
  return sql`select invoices.id::text as id, to_char(invoices.created_at at time zone 'UTC', 'YYYY-MM-DD') as created,
      invoices.issued_at::text as issued, invoices.title, invoices.number,
      company.name as company, owner.first_name as owner_first, owner.last_name as owner_last,
      owner.email as owner_email, project.title as project, invoices.type, invoices.status,
      invoices.paid, invoices.due_at::text as due, invoices.total_minor::text as total,
      invoices.currency, mail.status as mail_status, invoices.email_status,
      recipient.first_name as user_first, recipient.last_name as user_last,
      recipient.email as user_email, invoices.payment_platform as platform, invoices.batch_ref
    from invoices
    join projects project on project.id = invoices.project_id
    left join users owner on owner.id = project.owner_id
    left join companies company on company.owner_id = project.owner_id
    left join outbox mail on mail.id = invoices.last_mail_id
    left join users recipient on recipient.id = invoices.user_id
    where ${where} and invoices.issued_at between ${filter.start}::date and ${filter.end}::date
    order by ${sql.join(order, sql`, `)}`;
}

/**
 * Every invoice of the export, `EXPORT_BATCH` rows at a time, through a server-side cursor in one
 * read-only REPEATABLE READ transaction (one snapshot from the first row to the last, on PGlite
 * and PostgreSQL alike). `write` takes each batch and resolves when it may take the next: the
 * transaction waits for the reader (backpressure); a rejection ends it. Resolves with the rows read.
 */
export async function readExportRows(
  db: Db,
  actor: Actor,
  filter: ExportFilter,
  write: (rows: ExportRow[]) => Promise<void>,
): Promise<number> {
  const select = exportSelect(actor, filter);
  if (!select) return 0;
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`declare invoice_export no scroll cursor for ${select}`);
      let count = 0;
      for (;;) {
        const rows = await queryRows<ExportRow>(tx, sql.raw(`fetch ${EXPORT_BATCH} from invoice_export`));
        count += rows.length;
        if (rows.length) await write(rows);
        if (rows.length < EXPORT_BATCH) return count;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
