import { INVITE_TTL_DAYS } from '@kazi/shared/invites/rules';
import { MESSAGES } from '@kazi/shared/messages';
import type { MailMessage } from '../mail/outbox.repository.ts';

export function inviteLink(publicUrl: string, key: string): string {
  return `${publicUrl}/signup/invite/${key}`;
}

/** The invitation mail: who invites, as what, and the link (valid 7 days, once). */
export function inviteMail(
  invite: { email: string; firstName: string },
  displayType: string,
  inviterName: string,
  link: string,
): MailMessage {
  return {
    to: invite.email,
    subject: MESSAGES.invites.mailSubject,
    template: 'invite',
    sensitive: true,
    text: [
      `Hello ${invite.firstName},`,
      '',
      `${inviterName} invites you to join Kazi as a ${displayType}.`,
      'Kazi connects African software developers and designers with technology businesses worldwide.',
      '',
      `Create your account here (the link works once, for ${INVITE_TTL_DAYS} days):`,
      link,
      '',
      'If you did not expect this invitation, you can ignore this mail.',
    ].join('\n'),
  };
}
