import { z } from 'zod';
import { dbId } from '../api/ids.ts';
import { pageQuery } from '../api/pagination.ts';
import { tooLong } from '../api/text.ts';
import { newPassword } from '../auth/passwords.ts';
import { CATEGORIES, USER_TYPE_VALUES, type UserType } from '../auth/roles.ts';
import { peopleMessages } from '../messages/people.ts';

const M = peopleMessages.invites;

const email = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(254, M.emailInvalid)
  .pipe(z.email(M.emailInvalid))
  .transform((value) => value.toLowerCase());
const name = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(150, tooLong(150));
const userType = z.union(
  USER_TYPE_VALUES.map((value) => z.literal(value)),
  { error: M.typeRequired },
) as z.ZodType<UserType>;
const category = z.enum(CATEGORIES).nullable();

/**
 * `POST invites/` (Invite form). `category` applies to developers only (it is
 * stored empty for other types; a developer without one is a developer). `resent` is accepted
 * because the spec's payload carries it, and ignored: a new invitation is never a resend.
 */
export const inviteCreateBody = z
  .object({
    email,
    first_name: name(M.firstNameRequired),
    last_name: name(M.lastNameRequired),
    type: userType,
    category: category.optional(),
    resent: z.boolean().optional(),
  })
  .strict();
export type InviteCreateBody = z.input<typeof inviteCreateBody>;
export type InviteCreate = z.output<typeof inviteCreateBody>;

/**
 * `PATCH invites/{id}/`: edit the fields and/or `resend: true` (a new key and mail). `id`, when
 * sent (the spec's resend sends it), must be the path's id. A changed email always sends anew.
 */
export const inviteUpdateBody = z
  .object({
    id: dbId.optional(),
    email: email.optional(),
    first_name: name(M.firstNameRequired).optional(),
    last_name: name(M.lastNameRequired).optional(),
    type: userType.optional(),
    category: category.optional(),
    resend: z.boolean().optional(),
    resent: z.boolean().optional(),
  })
  .strict();
export type InviteUpdateBody = z.input<typeof inviteUpdateBody>;

const booleanText = z
  .enum(['True', 'False', 'true', 'false', '1', '0'])
  .transform((value) => value === 'True' || value === 'true' || value === '1');

export const inviteListQuery = pageQuery.extend({ used: booleanText.optional() });

export const inviteSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  email: z.string(),
  type: z.number().int(),
  display_type: z.string(),
  category: z.enum(CATEGORIES).nullable(),
  resent: z.boolean(),
  resent_at: z.string().nullable(),
  used: z.boolean(),
  used_at: z.string().nullable(),
  expires_at: z.string(),
  expired: z.boolean(),
  invited_by: z.object({ id: z.number().int(), display_name: z.string() }).nullable(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** `GET invites/key/{key}/`: what the sign-up page shows; never the inviter or the key. */
export const publicInviteSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  type: z.number().int(),
  display_type: z.string(),
  category: z.enum(CATEGORIES).nullable(),
});
export type PublicInvite = z.infer<typeof publicInviteSchema>;

export const inviteKeyParams = z.object({ key: z.string().min(1).max(100) });

/**
 * `POST auth/register/`: the invite gives email, type and category; the person may correct the
 * spelling of their name. `agreed_to_terms: true` records agreement to the latest terms.
 */
export const registerBody = z
  .object({
    invite_key: z.string({ error: M.invalidKey }).min(1, M.invalidKey).max(100, M.invalidKey),
    password: newPassword,
    first_name: name(M.firstNameRequired).optional(),
    last_name: name(M.lastNameRequired).optional(),
    agreed_to_terms: z.boolean().optional(),
  })
  .strict();
export type RegisterBody = z.input<typeof registerBody>;
