import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { purgeDeactivatedAccounts } from '../modules/accounts/purge.ts';
import { cleanUpSessions } from '../modules/auth/cleanup.ts';
import { sendPasswordResetLink } from '../modules/auth/reset-request.ts';
import { purgeUnreferencedFiles } from '../modules/files/purge.ts';
import { deleteOldIdempotencyKeys } from '../modules/idempotency/service.ts';
import { foldInvoiceTotalsJob } from '../modules/invoices/fold-totals.ts';
import { sendScheduledInvoiceReminders } from '../modules/invoices/reminders.job.ts';
import { deliverQueuedMail } from '../modules/mail/deliver.ts';
import { deleteOldMailClaims } from '../modules/mail/limits.ts';
import { foldProjectListCounts } from '../modules/projects/fold-list-counts.ts';
import { sendReportDigests, sendReportReminders } from '../modules/reports/reminders.job.ts';
import { runReportSchedule } from '../modules/reports/schedule.job.ts';
import { sendTimesheetReminders } from '../modules/timesheets/reminders.job.ts';
import { deleteExpiredChallenges } from '../modules/two-factor/challenge.repository.ts';

export interface JobDefinition {
  name: string;
  /** Cron schedule (UTC) when the job also runs periodically. */
  cron?: string;
  /**
   * How long a run may take before pg-boss counts it lost (its process died) and runs it again
   * elsewhere; `QUEUE_OPTIONS.expireInSeconds` unless the job needs longer (ADR 040).
   */
  expireInSeconds?: number;
  /** `data` is what `jobs.enqueue` was given (nothing for kicked and scheduled runs). */
  run(app: FastifyInstance, data?: unknown): Promise<void>;
}

const slotData = z.object({ at: z.iso.datetime({ offset: true }).optional() }).nullish();

/**
 * The time a dated job runs for: now for its cron runs (pg-boss gives them no data), or the
 * instant its data names (`{ at }`), so an operator can run a missed slot again, and the
 * three-process test a whole day, without moving anyone's clock (ADR 040).
 */
export function slotOf(data: unknown): Date {
  const at = slotData.parse(data)?.at;
  return at ? new Date(at) : new Date();
}

/** Every background job: idempotent, so a retry or a second run changes nothing more. */
export const JOBS = [
  { name: 'mail.deliver', cron: '* * * * *', run: (app) => deliverQueuedMail(app) },
  {
    name: 'sessions.cleanup',
    cron: '17 * * * *',
    // Pending two-factor sign-ins past their 5 minutes go with the expired sessions.
    run: async (app) => {
      await cleanUpSessions(app);
      await deleteExpiredChallenges(app.db);
    },
  },
  { name: 'mail.limits_cleanup', cron: '29 * * * *', run: (app) => deleteOldMailClaims(app) },
  { name: 'idempotency.cleanup', cron: '47 * * * *', run: (app) => deleteOldIdempotencyKeys(app) },
  { name: 'projects.fold_list_counts', cron: '* * * * *', run: (app) => foldProjectListCounts(app) },
  { name: 'invoices.fold_totals', cron: '* * * * *', run: (app) => foldInvoiceTotalsJob(app) },
  { name: 'auth.password_reset', run: (app, data) => sendPasswordResetLink(app, data) },
  {
    name: 'accounts.purge',
    cron: '23 3 * * *',
    // Removes files one by one: a large backlog may take a while.
    expireInSeconds: 3_600,
    run: async (app) => {
      await purgeDeactivatedAccounts(app);
    },
  },
  {
    name: 'files.purge',
    cron: '41 4 * * *',
    // Lists the whole store: a large bucket takes a while.
    expireInSeconds: 3_600,
    run: async (app) => {
      await purgeUnreferencedFiles(app);
    },
  },
  {
    name: 'timesheets.reminders',
    // Daily, early in the working day in Africa and Europe: reminders and the CMs' digest (ADR 028).
    cron: '13 6 * * *',
    run: async (app, data) => {
      const sent = await sendTimesheetReminders(app, slotOf(data).toISOString().slice(0, 10));
      app.log.info(sent, 'timesheet reminders considered');
    },
  },
  {
    name: 'reports.schedule',
    // Hourly; from REPORTS_SCHEDULE_HOUR (UTC) on, the day's report events, each once (ADR 030).
    cron: '7 * * * *',
    run: async (app, data) => {
      const ran = await runReportSchedule(app, slotOf(data));
      if (ran) app.log.info(ran, 'report events scheduled');
    },
  },
  {
    name: 'reports.reminders',
    cron: '*/15 * * * *',
    run: async (app, data) => {
      await sendReportReminders(app, slotOf(data));
    },
  },
  {
    name: 'reports.digest',
    // Daily, after the day's events exist: each CM's overdue reports, once a day per project.
    cron: '37 7 * * *',
    run: async (app, data) => {
      await sendReportDigests(app, slotOf(data));
    },
  },
  {
    name: 'invoices.reminders',
    // Daily, in the working morning in Europe: overdue invoices 3, 7 and 14 days past due, when
    // INVOICE_REMINDER_SCHEDULE is on (ADR 032).
    cron: '23 8 * * *',
    run: async (app, data) => {
      const sent = await sendScheduledInvoiceReminders(app, slotOf(data));
      if (sent.reminded) app.log.info(sent, 'invoice payment reminders sent');
    },
  },
] as const satisfies readonly JobDefinition[];

export type JobName = (typeof JOBS)[number]['name'];
