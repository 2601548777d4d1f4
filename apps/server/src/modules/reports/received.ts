import { permissionsOf } from '@kazi/shared/auth/permissions';
import { type Category, type Role, rolesOf, type UserType } from '@kazi/shared/auth/roles';
import { format, MESSAGES } from '@kazi/shared/messages';
import { mailRuleOf } from '@kazi/shared/notifications/kinds';
import { type EmailSwitch, emailSwitchesFor } from '@kazi/shared/privacy/switches';
import { canSeeEvent } from '@kazi/shared/reports/policy';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { greeting, inert } from '../mail/compose.ts';
import { type NotificationEvent, notify } from '../notifications/notify.ts';
import { displayNameOf, factsOf, type PersonRow, type ProjectRow } from '../project-core/index.ts';
import { type EventRow, findRecipients } from './filed.repository.ts';
import { eventFacts } from './filing.service.ts';
import { eventPath } from './mail.ts';

const M = MESSAGES.reports.mail;
const SUBJECTS = MESSAGES.notifications.subjects;

type Recipient = Awaited<ReturnType<typeof findRecipients>>[number];

const rolesOfRecipient = (recipient: Recipient): Role[] =>
  rolesOf({
    type: recipient.type as UserType,
    category: recipient.category as Category | null,
    is_admin: recipient.isAdmin,
    is_pay_admin: recipient.isPayAdmin,
    is_staff: recipient.isStaff,
  });

function mayRead(recipient: Recipient, project: ProjectRow, event: EventRow): boolean {
  const actor = { id: recipient.id, permissions: permissionsOf(rolesOfRecipient(recipient)) };
  return canSeeEvent(actor, factsOf(project, recipient.participationStatus), eventFacts(event));
}

/** The switch `report_received` mails by (the owner's: new_task_progress_report_email). */
const RECEIVED_SWITCH = mailRuleOf('report_received') as EmailSwitch;

/**
 * The e-mail switch a recipient's settings page offers for this mail (spec 002 §3): the new
 * progress-report notices for clients and staff (the owner); developer and project-manager roles
 * (a CM) have no such switch, only the progress-report reminders, which already rule their other
 * report mails (the digest), so that one. None (bell only) if neither is offered.
 */
function receivedSwitchOf(roles: readonly Role[]): EmailSwitch | null {
  const offered = emailSwitchesFor(roles);
  if (offered.includes(RECEIVED_SWITCH)) return RECEIVED_SWITCH;
  if (offered.includes('task_progress_report_reminder_email')) return 'task_progress_report_reminder_email';
  return null;
}

/**
 * Tells the project's owner and CM that a report (or the client's ratings) arrived: only those who
 * may see the event, never its author; once per `key` and recipient. The mail goes by the switch
 * each recipient can set (`receivedSwitchOf`); the bell row either way.
 */
export async function notifyReceived(
  app: FastifyInstance,
  tx: Db,
  input: {
    project: ProjectRow;
    event: EventRow;
    author: Pick<PersonRow, 'id' | 'firstName' | 'lastName' | 'email'>;
    key: string;
  },
): Promise<void> {
  const { project, event, author } = input;
  const ids = [project.ownerId, project.cmId].filter((id): id is number => id !== null && id !== author.id);
  const recipients = (await findRecipients(tx, project.id, ids)).filter((r) => mayRead(r, project, event));
  if (!recipients.length) return;
  const link = eventPath(project.id, event.id);
  const name = displayNameOf(author);
  const plain = { name, title: event.title, project: project.title };
  const safe = { name: inert(name), title: inert(event.title), project: inert(project.title) };
  const events: NotificationEvent[] = recipients.map((recipient) => ({
    recipient: { id: recipient.id, email: recipient.email },
    kind: 'report_received',
    subject: format(SUBJECTS.report_received, plain),
    link,
    key: `${input.key}:${recipient.id}`,
    mailSwitch: receivedSwitchOf(rolesOfRecipient(recipient)) ?? 'never',
    mail: {
      to: recipient.email,
      subject: format(M.receivedSubject, safe),
      template: 'report-received',
      text:
        `${greeting(recipient.firstName || displayNameOf(recipient))}\n\n${format(M.receivedBody, safe)}\n` +
        `${app.config.publicUrl}${link}\n\n` +
        `${format(M.switchNote, { link: `${app.config.publicUrl}/settings/privacy` })}\n\n${M.closing}`,
    },
  }));
  // Not limited: a report is filed once per event and person, on events the schedules or staff
  // create, and reaches at most the project's owner and CM; nobody can repeat it at will.
  await notify(app, tx, { actorId: author.id, mailLimit: 'none' }, events);
}
