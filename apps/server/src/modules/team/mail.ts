import { format, MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance } from 'fastify';
import { inert, inertBlock } from '../mail/compose.ts';
import type { MailMessage } from '../mail/outbox.repository.ts';
import { displayName, type Person } from './repository.ts';

const M = MESSAGES.team.mail;

interface ProjectLike {
  id: number;
  title: string;
}

/** Where mails link to: the app's public URL (PUBLIC_URL). */
type Site = Pick<FastifyInstance['config'], 'publicUrl'>;

const inviteLink = (site: Site, projectId: number) => `${site.publicUrl}/projects/${projectId}/accept_invite`;

/** How a mail greets someone: their first name, or their full name (typed by people: inert). */
const greeting = (person: Person) => `Hello ${inert(person.firstName || displayName(person))},`;

function hoursLine(hoursPerWeek: number): string {
  return hoursPerWeek > 0 ? `The team counts on you for ${hoursPerWeek} hours per week.\n\n` : '';
}

/** The invitation a new team member receives (mailed with the change, in its transaction). */
export function inviteMail(
  site: Site,
  project: ProjectLike,
  invitee: Person,
  invitedBy: string,
  hoursPerWeek: number,
): MailMessage {
  return {
    to: invitee.email,
    subject: format(M.inviteSubject, { project: inert(project.title) }),
    template: 'project-invite',
    text:
      `${greeting(invitee)}\n\n` +
      `You are invited to join the project "${inert(project.title)}" on Kazi by ${inert(invitedBy)}.\n\n` +
      hoursLine(hoursPerWeek) +
      `Read the terms and accept the invitation here:\n${inviteLink(site, project.id)}\n\n` +
      'You can ask the project managers a question on the same page before you accept.\n\nThe Kazi team',
  };
}

export function reminderMail(
  site: Site,
  project: ProjectLike,
  invitee: Person,
  hoursPerWeek: number,
): MailMessage {
  return {
    to: invitee.email,
    subject: format(M.reminderSubject, { project: inert(project.title) }),
    template: 'project-invite-reminder',
    text:
      `${greeting(invitee)}\n\n` +
      `Your invitation to join "${inert(project.title)}" on Kazi is still waiting for your answer.\n\n` +
      hoursLine(hoursPerWeek) +
      `Accept it here:\n${inviteLink(site, project.id)}\n\nThe Kazi team`,
  };
}

export function questionMail(
  site: Site,
  project: ProjectLike,
  recipient: Person,
  asker: Person,
  question: string,
): MailMessage {
  const name = inert(displayName(asker));
  return {
    to: recipient.email,
    subject: format(M.questionSubject, { name, project: inert(project.title) }),
    template: 'project-question',
    text:
      `${greeting(recipient)}\n\n` +
      `A question about the project "${inert(project.title)}" from ${name} (${asker.email}):\n\n` +
      `${inertBlock(question)}\n\n` +
      `Reply to ${asker.email}. The project: ${site.publicUrl}/projects/${project.id}\n\nThe Kazi team`,
  };
}
