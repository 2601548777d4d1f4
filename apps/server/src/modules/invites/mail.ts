import { INVITE_TTL_DAYS } from '@kazi/shared/invites/rules';
import { MESSAGES } from '@kazi/shared/messages';
import { greeting, inert } from '../mail/compose.ts';
import type { MailMessage } from '../mail/outbox.repository.ts';

export function inviteLink(publicUrl: string, key: string): string {
  return `${publicUrl}/signup/invite/${key}`;
}

/**
 * The invitation mail: who invites, as what, and the link (valid 7 days, once). Names are typed
 * by people, so they go in inert and never at the start of a line (ADR 018).
 */
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
      greeting(invite.firstName),
      '',
      `You are invited to join Kazi as a ${displayType} by ${inert(inviterName)}.`,
      'Kazi connects African software developers and designers with technology businesses worldwide.',
      '',
      `Create your account here (the link works once, for ${INVITE_TTL_DAYS} days):`,
      link,
      '',
      'If you did not expect this invitation, you can ignore this mail.',
    ].join('\n'),
  };
}

/**
 * Instead of the invitation, to an e-mail that already has an account: no sign-up link (there is
 * nothing to sign up for), the way in and the way back to a password instead.
 */
export function existingAccountMail(
  invite: { email: string; firstName: string },
  displayType: string,
  inviterName: string,
  publicUrl: string,
): MailMessage {
  return {
    to: invite.email,
    subject: MESSAGES.invites.existingAccountSubject,
    template: 'invite-existing-account',
    text: [
      greeting(invite.firstName),
      '',
      `You are invited to join Kazi as a ${displayType} by ${inert(inviterName)}, but this e-mail address already has a Kazi account, so there is nothing to sign up for.`,
      '',
      `Sign in here: ${publicUrl}/login`,
      `Forgot your password? Choose a new one here: ${publicUrl}/forgot-password/`,
      '',
      'If you did not expect this invitation, you can ignore this mail.',
    ].join('\n'),
  };
}
