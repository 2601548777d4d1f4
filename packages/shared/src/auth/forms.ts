import { z } from 'zod';
import { securityMessages } from '../messages/security.ts';
import { currentPassword, newPassword } from './passwords.ts';
import { disableTwoFactorBody } from './two-factor.ts';

/*
 * Browser forms whose inputs are not their body's keys, on the body's own rules and messages.
 */

/** Change password: the current one and the new one, typed once (`passwordChangeBody` repeats it). */
export const changePasswordForm = z.object({ old_password: currentPassword, new_password: newPassword });

/**
 * Disable two-factor: the password, and one field for either kind of code (six digits are an app
 * code, anything else a recovery code); `disableTwoFactorBody` then checks the code it becomes.
 */
export const disableTwoFactorForm = z.object({
  password: disableTwoFactorBody.shape.password,
  code: z.string().trim().min(1, securityMessages.twoFactor.codeRequired),
});
