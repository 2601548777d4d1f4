import type { Role } from './roles.ts';

/**
 * Roles that move money or manage everyone's access: the second factor is required for them (ADR 019).
 * Without zod, unlike two-factor.ts: the web app's enrolment guard runs on every signed-in page.
 */
export const TWO_FACTOR_REQUIRED_ROLES: readonly Role[] = ['admin', 'pay_admin'];

/** Whether the installation's setting requires a second factor of someone with these roles. */
export function twoFactorRequiredFor(roles: readonly Role[], requiredForAdmins: boolean): boolean {
  return requiredForAdmins && roles.some((role) => TWO_FACTOR_REQUIRED_ROLES.includes(role));
}
