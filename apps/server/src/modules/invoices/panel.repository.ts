import type { InvoiceEventAction } from '@kazi/shared/invoices/rules';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceComments, invoiceEvents, users } from '../../db/schema/index.ts';
import { type PersonRow, personColumns } from '../project-core/index.ts';

type Window = { limit: number; offset: number };

export interface EventRow {
  id: number;
  action: InvoiceEventAction;
  data: unknown;
  createdAt: Date;
  author: PersonRow | null;
}

export interface CommentRow {
  id: number;
  body: string;
  createdAt: Date;
  actor: PersonRow | null;
}

/** One page of an invoice's history, newest first, with each line's author, and the total: two statements. */
export async function findInvoiceEvents(
  db: Db,
  invoiceId: number,
  window: Window,
): Promise<{ rows: EventRow[]; count: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: invoiceEvents.id,
        action: invoiceEvents.action,
        data: invoiceEvents.data,
        createdAt: invoiceEvents.createdAt,
        author: personColumns(users),
      })
      .from(invoiceEvents)
      .leftJoin(users, eq(users.id, invoiceEvents.actorId))
      .where(eq(invoiceEvents.invoiceId, invoiceId))
      .orderBy(desc(invoiceEvents.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoiceEvents)
      .where(eq(invoiceEvents.invoiceId, invoiceId)),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** One page of an invoice's comments, newest first, with each one's author, and the total: two statements. */
export async function findInvoiceComments(
  db: Db,
  invoiceId: number,
  window: Window,
): Promise<{ rows: CommentRow[]; count: number }> {
  const [rows, [total]] = await Promise.all([
    commentsOf(db)
      .where(eq(invoiceComments.invoiceId, invoiceId))
      .orderBy(desc(invoiceComments.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoiceComments)
      .where(eq(invoiceComments.invoiceId, invoiceId)),
  ]);
  return { rows, count: total?.n ?? 0 };
}

const commentsOf = (db: Db) =>
  db
    .select({
      id: invoiceComments.id,
      body: invoiceComments.body,
      createdAt: invoiceComments.createdAt,
      actor: personColumns(users),
    })
    .from(invoiceComments)
    .leftJoin(users, eq(users.id, invoiceComments.actorId));

/** Adds a comment; the row as the list shows it. */
export async function insertInvoiceComment(
  tx: Db,
  comment: { invoiceId: number; actorId: number; body: string },
): Promise<CommentRow> {
  const [inserted] = await tx.insert(invoiceComments).values(comment).returning({ id: invoiceComments.id });
  const [row] = await commentsOf(tx).where(eq(invoiceComments.id, inserted?.id as number));
  if (!row) throw new Error('comment insert returned nothing');
  return row;
}
