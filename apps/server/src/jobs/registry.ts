import type { FastifyInstance } from 'fastify';
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
  /** `data` is what `jobs.enqueue` was given (nothing for kicked and scheduled runs). */
  run(app: FastifyInstance, data?: unknown): Promise<void>;
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
    run: async (app) => {
      await purgeDeactivatedAccounts(app);
    },
  },
  {
    name: 'files.purge',
    cron: '41 4 * * *',
    run: async (app) => {
      await purgeUnreferencedFiles(app);
    },
  },
  {
    name: 'timesheets.reminders',
    // Daily, early in the working day in Africa and Europe: reminders and the CMs' digest (ADR 028).
    cron: '13 6 * * *',
    run: async (app) => {
      const sent = await sendTimesheetReminders(app);
      app.log.info(sent, 'timesheet reminders considered');
    },
  },
  {
    name: 'reports.schedule',
    // Hourly; from REPORTS_SCHEDULE_HOUR (UTC) on, the day's report events, each once (ADR 030).
    cron: '7 * * * *',
    run: async (app) => {
      const ran = await runReportSchedule(app);
      if (ran) app.log.info(ran, 'report events scheduled');
    },
  },
  {
    name: 'reports.reminders',
    cron: '*/15 * * * *',
    run: async (app) => {
      await sendReportReminders(app);
    },
  },
  {
    name: 'reports.digest',
    // Daily, after the day's events exist: each CM's overdue reports, once a day per project.
    cron: '37 7 * * *',
    run: async (app) => {
      await sendReportDigests(app);
    },
  },
  {
    name: 'invoices.reminders',
    // Daily, in the working morning in Europe: overdue invoices 3, 7 and 14 days past due, when
    // INVOICE_REMINDER_SCHEDULE is on (ADR 032).
    cron: '23 8 * * *',
    run: async (app) => {
      const sent = await sendScheduledInvoiceReminders(app);
      if (sent.reminded) app.log.info(sent, 'invoice payment reminders sent');
    },
  },
] as const satisfies readonly JobDefinition[];

export type JobName = (typeof JOBS)[number]['name'];
