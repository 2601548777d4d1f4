import type { FastifyInstance } from 'fastify';
import { deliverSoon } from '../mail/send.ts';
import { notify } from '../notifications/notify.ts';
import { digestEvent, type OverdueEvent, reminderEvent } from './mail.ts';
import { claimDueEvents, findOverdueEvents } from './reminders.repository.ts';

/**
 * The `reports.reminders` job (every 15 minutes, ADR 030): each event that fell due (not completed,
 * due within the last 3 days, on a non-archived project) tells its person once, a
 * `survey_reminder` for the client survey and a `report_reminder` otherwise. The claim of
 * `reminded_at` and the notifications are one transaction: a second run or a second process finds
 * nothing left to claim, and a failure leaves the events to the next run. The notification key
 * (`report-reminder:{event}`) makes it once again should anything clear `reminded_at`. Mail follows
 * the recipient's switch (the kind's rule). `now` is given by tests.
 */
export async function sendReportReminders(app: FastifyInstance, now: Date = new Date()): Promise<number> {
  const sent = await app.db.transaction(async (tx) => {
    const due = await claimDueEvents(tx, now);
    if (due.length) {
      await notify(
        app,
        tx,
        { actorId: null },
        due.map((event) => reminderEvent(app.config, event)),
      );
    }
    return due.length;
  });
  if (sent) await deliverSoon(app);
  return sent;
}

/**
 * The `reports.digest` job (daily, a job of its own so it reaches the CMs once in their morning
 * rather than whenever the 15-minute reminders first run after midnight): to each non-archived
 * project's CM, one `report_digest` of the project's overdue events (overdue within the last 14
 * days, every type: the CM is a manager). Keyed per project, CM and UTC day
 * (`report-digest:{project}:{cm}:{YYYY-MM-DD}`), so a retry or a second process adds nothing; each
 * project publishes in a transaction of its own (one project's failure stops no other).
 */
export async function sendReportDigests(app: FastifyInstance, now: Date = new Date()): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  const byProject = new Map<number, OverdueEvent[]>();
  for (const event of await findOverdueEvents(app.db, now)) {
    const group = byProject.get(event.projectId);
    if (group) group.push(event);
    else byProject.set(event.projectId, [event]);
  }
  for (const events of byProject.values()) {
    await app.db.transaction((tx) =>
      notify(app, tx, { actorId: null }, [digestEvent(app.config, events, day)]),
    );
  }
  if (byProject.size) await deliverSoon(app);
  return byProject.size;
}
