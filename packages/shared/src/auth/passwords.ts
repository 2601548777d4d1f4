import { z } from 'zod';
import { MAX_DB_ID } from '../api/ids.ts';
import { coreMessages } from '../messages/core.ts';
import { peopleMessages } from '../messages/people.ts';
import { isCommonPassword } from './common-passwords.ts';

/** docs/quality.md, Passwords: at least 8 characters, at most 128, common passwords refused. */
const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

/** Every rule a new password breaks, in the order a person fixes them (empty when it is fine). */
export function passwordProblems(password: string): string[] {
  if (password.length < PASSWORD_MIN_LENGTH) return [peopleMessages.passwords.tooShort];
  if (password.length > PASSWORD_MAX_LENGTH) return [peopleMessages.passwords.tooLong];
  const problems: string[] = [];
  if (isCommonPassword(password)) problems.push(peopleMessages.passwords.common);
  if (/^\d+$/.test(password)) problems.push(peopleMessages.passwords.numeric);
  return problems;
}

/** A new password: the same rules on the server and in every form. Never trimmed. */
export const newPassword = z
  .string({ error: peopleMessages.account.passwordRequired })
  .min(1, peopleMessages.account.passwordRequired)
  .superRefine((password, ctx) => {
    if (!password) return;
    for (const message of passwordProblems(password)) ctx.addIssue({ code: 'custom', message });
  });

/** A password typed to prove who one is (current password): only bounded, never judged. */
export const currentPassword = z
  .string({ error: peopleMessages.account.passwordRequired })
  .min(1, peopleMessages.account.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, peopleMessages.account.wrongPassword);

/** `new_password2` must repeat `new_password1` (the web app sends it equal). */
function matchingPasswords<T extends { new_password1: string; new_password2: string }>(
  body: T,
  ctx: z.RefinementCtx,
) {
  if (body.new_password1 !== body.new_password2) {
    ctx.addIssue({ code: 'custom', path: ['new_password2'], message: peopleMessages.passwords.mismatch });
  }
}

/** `POST auth/password/change/`. */
export const passwordChangeBody = z
  .object({
    old_password: currentPassword,
    new_password1: newPassword,
    new_password2: z.string({ error: peopleMessages.account.passwordRequired }),
  })
  .strict()
  .superRefine(matchingPasswords);

/** `POST auth/password/reset/`: the answer is the same whether or not the email exists. */
export const passwordResetBody = z
  .object({
    email: z
      .string({ error: coreMessages.auth.emailRequired })
      .trim()
      .min(1, coreMessages.auth.emailRequired)
      .max(254, coreMessages.auth.emailInvalid)
      .pipe(z.email(coreMessages.auth.emailInvalid))
      .transform((email) => email.toLowerCase()),
  })
  .strict();

/** `POST auth/password/reset/confirm/`: reset links and the set-password links of created clients. */
export const passwordResetConfirmBody = z
  .object({
    uid: z.string().min(1).max(40),
    token: z.string().min(1).max(100),
    new_password1: newPassword,
    new_password2: z.string({ error: peopleMessages.account.passwordRequired }),
  })
  .strict()
  .superRefine(matchingPasswords);
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBody>;

export const detailResponse = z.object({ detail: z.string() });

/** The form behind every "choose a password" screen: one field with a visibility toggle. */
export const choosePasswordForm = z.object({ password: newPassword });

/** `uid` in links: the user id in base64url (as Django does), so links stay short and opaque-ish. */
export function encodeUid(userId: number): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(String(userId))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeUid(uid: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(uid)) return null;
  try {
    const text = atob(uid.replace(/-/g, '+').replace(/_/g, '/'));
    if (!/^[1-9]\d{0,9}$/.test(text)) return null;
    const id = Number(text);
    return Number.isSafeInteger(id) && id <= MAX_DB_ID ? id : null;
  } catch {
    return null;
  }
}
