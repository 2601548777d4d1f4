import { MESSAGES } from '@kazi/shared/messages';

/** C0 and C1 controls (CR, LF, NUL, ESC, DEL…), Unicode line and paragraph separators, with the spaces around them. */
const HEADER_BREAKERS = /\s*[\p{Cc}\u2028\u2029][\s\p{Cc}]*/gu;
const LINK = /https?:\/\/[^\s<>"']+/g;

/**
 * Text safe for a mail header (subject, recipient): names and project titles come from users, and
 * a line break in a header would let them add headers of their own. Each run of control
 * characters (and the spaces around it) becomes one space.
 */
export function headerSafe(value: string): string {
  return value.replace(HEADER_BREAKERS, ' ').trim();
}

/** The mail with its links replaced: what admins see of a mail that carries a secret. */
export function redactLinks(text: string): string {
  return text.replace(LINK, MESSAGES.mail.linkHidden);
}

/** Whether admins may read a sensitive mail's links: only in mailbox mode, where it was kept for them. */
export function linksHidden(mail: { sensitive: boolean; status: string }, smtpConfigured: boolean): boolean {
  return mail.sensitive && (smtpConfigured || mail.status !== 'stored');
}
