import { z } from 'zod';
import { peopleMessages } from '../messages/people.ts';
import { securityMessages } from '../messages/security.ts';
import { userSchema } from './schemas.ts';

export { twoFactorRequiredFor } from './two-factor-roles.ts';

const M = securityMessages.twoFactor;

/** How many recovery codes an enrolment hands out; each signs in once. */
export const RECOVERY_CODE_COUNT = 10;

/** A TOTP code as typed: spaces allowed ("123 456"), six digits left. */
export const totpCode = z
  .string({ error: M.codeRequired })
  .max(20, M.codeFormat)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, M.codeFormat));

/** A recovery code as typed: case, spaces and dashes do not matter (`abcd-efgh-jkmn-pqrs`). */
export const recoveryCode = z
  .string({ error: M.codeRequired })
  .max(40, M.invalidCode)
  .transform((value) => value.toLowerCase().replace(/[\s-]+/g, ''))
  .pipe(z.string().min(1, M.codeRequired));

/** A second factor: a code from the app or one recovery code, never both. */
const secondFactorShape = { code: totpCode.optional(), recovery_code: recoveryCode.optional() };

const exactlyOne = (
  body: { code?: string | undefined; recovery_code?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (body.code !== undefined && body.recovery_code !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['non_field_errors'], message: M.oneOfCodes });
  } else if (body.code === undefined && body.recovery_code === undefined) {
    ctx.addIssue({ code: 'custom', path: ['code'], message: M.codeRequired });
  }
};

/** `POST auth/login/two-factor/`: completes a sign-in whose password step answered `two_factor_required`. */
export const secondFactorBody = z.object(secondFactorShape).strict().superRefine(exactlyOne);
export type SecondFactorBody = z.input<typeof secondFactorBody>;

/** `POST me/two-factor/confirm/`: the first code from the app proves the set-up worked. */
export const confirmTwoFactorBody = z.object({ code: totpCode }).strict();

/** `POST me/two-factor/disable/`: the password and a second factor. */
export const disableTwoFactorBody = z
  .object({
    password: z
      .string({ error: peopleMessages.account.passwordRequired })
      .min(1, peopleMessages.account.passwordRequired)
      .max(128),
    ...secondFactorShape,
  })
  .strict()
  .superRefine(exactlyOne);
export type DisableTwoFactorBody = z.input<typeof disableTwoFactorBody>;

/** `GET me/two-factor/`. */
export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  /** The setting requires it for this person's roles: off means every other route answers 403. */
  required: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** `POST me/two-factor/setup/`: shown once, while the enrolment is unconfirmed. */
export const twoFactorSetup = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  /** An SVG QR code of `otpauth_uri` as a data: URL, drawn by the server (no outside service). */
  qr_code: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

/** `POST me/two-factor/confirm/`: the recovery codes, in clear this once. */
export const recoveryCodesResponse = z.object({ recovery_codes: z.array(z.string()) });

/** `POST auth/login/`: the user (a session started), or the second factor is awaited. */
export const loginResponse = z.union([
  z.object({ user: userSchema }),
  z.object({ two_factor_required: z.literal(true) }),
]);
export type LoginResponse = z.infer<typeof loginResponse>;

/** One row of `GET me/sessions/`. */
export const activeSession = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSession>;
