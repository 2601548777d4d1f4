import { hoursNumber } from '@kazi/shared/hours/hours';
import { format, MESSAGES } from '@kazi/shared/messages';
import { todayIso } from '@kazi/shared/team/rules';
import {
  isDigestDay,
  isReminderDay,
  monthLabel,
  previousMonth,
  TIMESHEET_STATUS_LABELS,
  yearMonthOf,
} from '@kazi/shared/timesheets/rules';
import type { FastifyInstance } from 'fastify';
import { inert } from '../mail/compose.ts';
import { deliverSoon } from '../mail/send.ts';
import { type NotificationEvent, notify } from '../notifications/notify.ts';
import { displayNameOf, type PersonRow } from '../project-core/index.ts';
import { greet, monthPath } from './mail.ts';
import { findOpenMonths, findReminderTargets, type OpenMonth } from './reminders.repository.ts';

const M = MESSAGES.timesheets.mail;
const SUBJECTS = MESSAGES.notifications.subjects;

type Person = Pick<PersonRow, 'id' | 'firstName' | 'lastName' | 'email'>;
type Site = Pick<FastifyInstance['config'], 'publicUrl'>;

/** The mail's last lines: where the switch is, and who writes. */
const closing = (site: Site) =>
  `${format(M.switchNote, { link: `${site.publicUrl}/settings/privacy` })}\n\n${M.closing}`;

function reminderEvent(site: Site, projectId: number, title: string, person: Person, yearMonth: string) {
  const month = monthLabel(yearMonth);
  const link = monthPath(projectId, yearMonth);
  return {
    recipient: { id: person.id, email: person.email },
    kind: 'timesheet_reminder',
    subject: format(SUBJECTS.timesheet_reminder, { month, project: title }),
    link,
    key: `timesheet-reminder:${projectId}:${person.id}:${yearMonth}`,
    mail: {
      to: person.email,
      subject: format(M.reminderSubject, { month, project: inert(title) }),
      template: 'timesheet-reminder',
      text:
        `${greet(person)}\n\n` +
        `${format(M.reminderBody, { month, project: inert(title) })}\n${site.publicUrl}${link}\n\n` +
        closing(site),
    },
  } satisfies NotificationEvent;
}

/** One project's open months, for its client manager: one line per month, naming each person. */
function digestEvent(site: Site, months: readonly OpenMonth[], digestMonth: string) {
  const [first] = months;
  if (!first) throw new Error('a digest needs at least one open month');
  const byMonth = groupBy(months, (row) => row.yearMonth);
  const lines = [...byMonth].map(
    ([yearMonth, rows]) =>
      `- ${monthLabel(yearMonth)}: ${rows
        .map((row) =>
          format(M.digestPerson, {
            name: inert(displayNameOf(row.person)),
            status: TIMESHEET_STATUS_LABELS[row.status],
            total: hoursNumber(row.totalHours),
          }),
        )
        .join('; ')}`,
  );
  const link = monthPath(first.projectId, first.yearMonth);
  const title = first.projectTitle;
  return {
    recipient: { id: first.cm.id, email: first.cm.email },
    kind: 'timesheet_digest',
    subject: format(SUBJECTS.timesheet_digest, { count: byMonth.size, project: title }),
    link,
    key: `timesheet-digest:${first.projectId}:${first.cm.id}:${digestMonth}`,
    mail: {
      to: first.cm.email,
      subject: format(M.digestSubject, { project: inert(title) }),
      template: 'timesheet-digest',
      text:
        `${greet(first.cm)}\n\n` +
        `${format(M.digestBody, { project: inert(title) })}\n\n${lines.join('\n')}\n\n` +
        `${M.digestReview}\n${site.publicUrl}${link}\n\n` +
        closing(site),
    },
  } satisfies NotificationEvent;
}

/** Rows by key, in the order their keys first appear (the rows come ordered from SQL). */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Publishes a project's events in a transaction of their own (one project's failure stops no other). */
async function publish(app: FastifyInstance, events: NotificationEvent[]): Promise<void> {
  await app.db.transaction((tx) => notify(app, tx, { actorId: null }, events));
}

/**
 * The `timesheets.reminders` job (daily, ADR 028). On the last two working days of a month, each
 * person with an accepted place on an active project who logged nothing on the month's working
 * days so far gets a `timesheet_reminder`; on the third working day, each project's client
 * manager gets one `timesheet_digest` of the previous months not approved. Both are keyed per
 * person, project and month (`timesheet-reminder:{project}:{user}:{YYYY-MM}`,
 * `timesheet-digest:{project}:{cm}:{YYYY-MM}`), so a second run, a retry or a second process
 * publishes nothing more; mail follows the 'Timesheet reminders' switch. `today` is a UTC
 * calendar day (`YYYY-MM-DD`), given by tests.
 */
export async function sendTimesheetReminders(
  app: FastifyInstance,
  today: string = todayIso(),
): Promise<{ reminders: number; digests: number }> {
  const yearMonth = yearMonthOf(today);
  const site = app.config;
  let reminders = 0;
  let digests = 0;
  if (isReminderDay(today)) {
    const targets = await findReminderTargets(app.db, yearMonth, today);
    for (const group of groupBy(targets, (target) => target.projectId).values()) {
      await publish(
        app,
        group.map((target) =>
          reminderEvent(site, target.projectId, target.projectTitle, target.person, yearMonth),
        ),
      );
      reminders += group.length;
    }
  }
  if (isDigestDay(today)) {
    const open = await findOpenMonths(app.db, previousMonth(yearMonth));
    for (const months of groupBy(open, (row) => row.projectId).values()) {
      await publish(app, [digestEvent(site, months, yearMonth)]);
      digests += 1;
    }
  }
  if (reminders || digests) await deliverSoon(app);
  return { reminders, digests };
}
