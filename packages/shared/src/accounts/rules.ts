/** Account lifetimes and limits that both ends show or enforce. */

/** A deactivated account's non-essential data is deleted within 7 days. */
export const PURGE_AFTER_DAYS = 7;

/** What a one-time account link is for: a password reset, or a created client's first password. */
export const ACCOUNT_TOKEN_PURPOSES = ['password_reset', 'set_password'] as const;

/** Password reset links work for 1 hour (docs/quality.md, Tokens). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Set-password links of clients created by an admin work for 7 days, like an invitation. */
export const SET_PASSWORD_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many reset mails per account per hour (more requests get the same answer, no mail). */
export const RESET_MAILS_PER_HOUR = 3;

/** User lists show 20 a page. */
export const USERS_PAGE_SIZE = 20;

/** The pseudonym a purged person keeps: ids stay, names and addresses go. */
export function purgedIdentity(userId: number): { firstName: string; lastName: string; email: string } {
  return { firstName: 'Deleted', lastName: `user ${userId}`, email: `deleted-${userId}@users.invalid` };
}

/** `j***@example.com`: how a mail to the old address names the new one without spelling it out. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
