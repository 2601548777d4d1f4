import { format, MESSAGES } from '@kazi/shared/messages';
import type { NotificationKind } from '@kazi/shared/notifications/kinds';
import type { ProgressEventType } from '@kazi/shared/reports/rules';
import { monthLabel } from '@kazi/shared/timesheets/rules';
import type { FastifyInstance } from 'fastify';
import { greeting, inert } from '../mail/compose.ts';
import type { NotificationEvent } from '../notifications/notify.ts';
import { displayNameOf, type PersonRow } from '../project-core/index.ts';

/** The reports mails (reminders, the CMs' digest): texts from MESSAGES.reports.mail, user text inert. */

const M = MESSAGES.reports.mail;
const SUBJECTS = MESSAGES.notifications.subjects;

type Person = Pick<PersonRow, 'id' | 'firstName' | 'lastName' | 'email'>;
type Site = Pick<FastifyInstance['config'], 'publicUrl'>;

/** An event's screen, as the app routes it: where its person files it and others read it. */
export const eventPath = (projectId: number, eventId: number) =>
  `/projects/${projectId}/reports/yours/${eventId}`;

/** A project's overdue reports on the Team Members tab. */
const overduePath = (projectId: number) => `/projects/${projectId}/reports/team?status=overdue`;

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Monday 4 January 2027 at 17:00 UTC": due times are UTC, and the mail says so. */
function dueLabel(at: Date): string {
  const iso = at.toISOString();
  return `${WEEKDAY_NAMES[at.getUTCDay()]} ${at.getUTCDate()} ${monthLabel(iso.slice(0, 7))} at ${iso.slice(11, 16)} UTC`;
}

/** A mail's first line to a person: their first name, else their whole name or address. */
const greet = (person: Person) => greeting(person.firstName || displayNameOf(person));

/** The mail's last lines: where the switch is, and who writes. */
const closing = (site: Site) =>
  `${format(M.switchNote, { link: `${site.publicUrl}/settings/privacy` })}\n\n${M.closing}`;

export interface DueEvent {
  id: number;
  projectId: number;
  projectTitle: string;
  type: ProgressEventType;
  title: string;
  dueAt: Date;
  person: Person;
}

/**
 * The client survey (developer_rating) is a `survey_reminder`; everything else, the developer
 * survey included (developers have no survey switch, ADR 030), a `report_reminder`. Both surveys
 * read as surveys.
 */
export function reminderEvent(site: Site, event: DueEvent): NotificationEvent {
  const kind: NotificationKind = event.type === 'developer_rating' ? 'survey_reminder' : 'report_reminder';
  const survey = event.type === 'developer_rating' || event.type === 'developer_survey';
  const link = eventPath(event.projectId, event.id);
  const plain = { title: event.title, project: event.projectTitle };
  const safe = { title: inert(event.title), project: inert(event.projectTitle) };
  const body = format(survey ? M.surveyBody : M.reminderBody, { ...safe, date: dueLabel(event.dueAt) });
  return {
    recipient: { id: event.person.id, email: event.person.email },
    kind,
    subject: format(SUBJECTS[kind], plain),
    link,
    key: `report-reminder:${event.id}`,
    mail: {
      to: event.person.email,
      subject: format(survey ? M.surveySubject : M.reminderSubject, safe),
      template: kind === 'survey_reminder' ? 'survey-reminder' : 'report-reminder',
      text: `${greet(event.person)}\n\n${body}\n${site.publicUrl}${link}\n\n${closing(site)}`,
    },
  };
}

export interface OverdueEvent {
  projectId: number;
  projectTitle: string;
  cm: Person;
  title: string;
  dueAt: Date;
  /** Who files it; null for an event the project's managers file. */
  person: Person | null;
}

/** One project's overdue events for its CM on `day` (`YYYY-MM-DD`): one line each. */
export function digestEvent(site: Site, events: readonly OverdueEvent[], day: string): NotificationEvent {
  const [first] = events;
  if (!first) throw new Error('a digest needs at least one overdue event');
  const { cm, projectId, projectTitle } = first;
  const lines = events.map((event) =>
    format(M.digestLine, {
      title: inert(event.title),
      // An event for nobody in particular is the managers' to file.
      name: inert(displayNameOf(event.person ?? cm)),
      date: dueLabel(event.dueAt),
    }),
  );
  const link = overduePath(projectId);
  return {
    recipient: { id: cm.id, email: cm.email },
    kind: 'report_digest',
    subject: format(SUBJECTS.report_digest, { count: events.length, project: projectTitle }),
    link,
    key: `report-digest:${projectId}:${cm.id}:${day}`,
    mail: {
      to: cm.email,
      subject: format(M.digestSubject, { count: events.length, project: inert(projectTitle) }),
      template: 'report-digest',
      text:
        `${greet(cm)}\n\n${format(M.digestIntro, { project: inert(projectTitle) })}\n\n${lines.join('\n')}\n` +
        `${site.publicUrl}${link}\n\n${closing(site)}`,
    },
  };
}
