import type { Config } from '../../config.ts';

export const MAILBOX_MODE_WARNING =
  'Mailbox mode: SMTP_URL is not set, so no mail leaves this server. Every mail, including ' +
  'password-reset, set-password and invitation links, is kept readable in the admin outbox (/outbox). ' +
  'Set SMTP_URL to deliver mail and hide those links (docs/decisions/012-mailbox-mode-and-secret-links.md).';

/**
 * Warns at a production start without SMTP: the outbox then keeps secret links readable by admins,
 * which suits the demo and tests but is seldom meant in production. Answers whether it warned.
 */
export function warnIfMailboxMode(
  config: Pick<Config, 'env' | 'mail'>,
  log: { warn: (message: string) => void },
): boolean {
  if (config.env !== 'production' || config.mail.smtpUrl) return false;
  log.warn(MAILBOX_MODE_WARNING);
  return true;
}
