import { INCOMING_INVOICE_TYPES, REMINDER_SCHEDULE_DAYS } from '@kazi/shared/invoices/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { invoiceEvents } from '../../db/schema/index.ts';

/**
 * An invoice the schedule may remind: incoming but a credit note (Kazi owes that one), generated
 * (or sent), unpaid, not archived, not deleted, and not rejected: the client disputed it, so a
 * payment reminder would ask them to pay what they refused. A person may still send one by hand
 * (spec 001 §6: unpaid and finalized or sent); once the invoice is sent for approval again, the
 * schedule takes it up again.
 */
const REMINDABLE = sql`i.deleted_at is null and not i.paid and not i.archived
  and i.status <> 'rejected'
  and (i.finalized or i.last_sent_at is not null)
  and i.type = any(${sql.param(INCOMING_INVOICE_TYPES.filter((type) => type !== 'credit_nota'))}::text[])`;

/**
 * The start (00:00 UTC) of the latest schedule day an invoice due on `i.due_at` has reached by
 * `today`: due + 3, 7 or 14 days; null before the first.
 */
const stepStart = (
  today: string,
) => sql`((i.due_at + (select max(d) from unnest(${sql.param([...REMINDER_SCHEDULE_DAYS])}::int[]) d
    where d <= ${today}::date - i.due_at))::timestamp at time zone 'UTC')`;

/**
 * A step is done when the invoice was reminded (by the schedule or by a person) on or after its
 * day: `reminder_sent_at` is written by every reminder.
 */
const stepDue = (today: string) =>
  sql`(i.reminder_sent_at is null or i.reminder_sent_at < ${stepStart(today)})`;

/**
 * The invoices to remind on `today` (`YYYY-MM-DD`, UTC): at least 3 days past due, and the latest
 * schedule day they reached not yet done. One statement, on the unpaid-by-due-date index.
 */
export async function findScheduledReminders(db: Db, today: string): Promise<number[]> {
  const first = Math.min(...REMINDER_SCHEDULE_DAYS);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select i.id from invoices i
      where ${REMINDABLE} and i.due_at <= ${today}::date - ${first}::int and ${stepDue(today)}
      order by i.due_at, i.id`,
  );
  return rows.map((row) => row.id);
}

/**
 * Counts and dates a scheduled reminder: one conditional update that holds only while the invoice
 * still takes it, so two runs (or a person's reminder meanwhile) remind once. Null when it no
 * longer does; the invoice's state, before and after, otherwise.
 */
export async function markScheduledReminder(db: Db, invoiceId: number, today: string, now: Date) {
  const [row] = await queryRows<{ reminder_count: number; revision: number; status: string }>(
    db,
    sql`update invoices i set reminder_count = i.reminder_count + 1, reminder_sent_at = ${now},
        revision = i.revision + 1, updated_at = ${now}
      where i.id = ${invoiceId} and ${REMINDABLE} and ${stepDue(today)}
        and i.due_at <= ${today}::date - ${Math.min(...REMINDER_SCHEDULE_DAYS)}::int
      returning i.reminder_count, i.revision, i.status`,
  );
  return row ?? null;
}

/** The history's line for a scheduled reminder: no author, dated by the schedule's clock. */
export async function insertScheduledReminderEvent(
  db: Db,
  invoiceId: number,
  data: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db
    .insert(invoiceEvents)
    .values({ invoiceId, action: 'payment_reminder_sent', actorId: null, data, createdAt: now });
}
