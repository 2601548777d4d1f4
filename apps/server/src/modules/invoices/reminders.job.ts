import { utcToday } from '@kazi/shared/invoices/rules';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/repository.ts';
import { deliverSoon } from '../mail/send.ts';
import { deliverInvoice } from './deliver.ts';
import {
  findScheduledReminders,
  insertScheduledReminderEvent,
  markScheduledReminder,
} from './reminders.repository.ts';

/**
 * One scheduled reminder, in a transaction of its own: counted and dated, in the history without
 * an author, audited, and mailed (`invoice_reminder`, no actor: limited per address only). False
 * when the invoice no longer takes it or its mail is over the limit (it rolls back and is tried
 * again on the next run).
 */
async function remind(app: FastifyInstance, invoiceId: number, today: string, now: Date): Promise<boolean> {
  try {
    return await app.db.transaction(async (tx) => {
      const after = await markScheduledReminder(tx, invoiceId, today, now);
      if (!after) return false;
      const data = { previous_status: after.status, current_status: after.status };
      await insertScheduledReminderEvent(tx, invoiceId, data, now);
      await recordAudit(tx, {
        actorId: null,
        action: 'invoice.send_reminder',
        targetType: 'invoice',
        targetId: invoiceId,
        after: { reminder_count: after.reminder_count, revision: after.revision, scheduled: true },
      });
      await deliverInvoice(app, tx, { actorId: null, invoiceId, kind: 'invoice_reminder' });
      return true;
    });
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'throttled')) throw error;
    app.log.warn(
      { invoiceId },
      'scheduled invoice reminder over the mail limit; tried again on the next run',
    );
    return false;
  }
}

/**
 * The `invoices.reminders` job (daily, ADR 032), when `INVOICE_REMINDER_SCHEDULE` is on: each
 * unpaid, not archived, not rejected, generated invoice 3, 7 and 14 days past its due date gets a payment
 * reminder, once each. A day is done once the invoice was reminded on or after it (by the schedule
 * or by a person), so a second run, a retry or a second process reminds nobody again, a missed
 * run is made up the next day, and an invoice long overdue when the schedule is turned on gets
 * one reminder, not three. `now` is given by tests.
 */
export async function sendScheduledInvoiceReminders(
  app: FastifyInstance,
  now: Date = new Date(),
): Promise<{ reminded: number }> {
  if (!app.config.invoicing.reminderSchedule) return { reminded: 0 };
  const today = utcToday(now);
  let reminded = 0;
  for (const invoiceId of await findScheduledReminders(app.db, today)) {
    if (await remind(app, invoiceId, today, now)) reminded += 1;
  }
  if (reminded) await deliverSoon(app);
  return { reminded };
}
