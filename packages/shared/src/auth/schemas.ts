import { z } from 'zod';
import { coreMessages } from '../messages/core.ts';
import { ONBOARDING_STAGES } from '../onboarding/rules.ts';
import { COMPLETENESS_ITEMS } from '../people/completeness.ts';
import { PERMISSIONS, type Permission } from './permissions.ts';
import { CATEGORIES, ROLES, USER_TYPE_VALUES } from './roles.ts';

/** `username` is accepted for `email` (docs/api.md, Session). */
export const loginBody = z
  .object({
    email: z.string().trim().max(254).optional(),
    username: z.string().trim().max(254).optional(),
    password: z.string().max(128, coreMessages.auth.invalidCredentials).optional(),
  })
  .strict()
  .transform((body, ctx) => {
    const email = (body.email || body.username || '').toLowerCase();
    if (!email) ctx.addIssue({ code: 'custom', path: ['email'], message: coreMessages.api.required });
    if (!body.password)
      ctx.addIssue({ code: 'custom', path: ['password'], message: coreMessages.api.required });
    return { email, password: body.password ?? '' };
  });

/** Login form in the browser: same limits, the form's own messages. */
export const loginForm = z.object({
  email: z.string().trim().min(1, coreMessages.auth.emailRequired).email(coreMessages.auth.emailInvalid),
  password: z.string().min(1, coreMessages.auth.passwordRequired).max(128),
});

const permissionNames = Object.keys(PERMISSIONS) as [Permission, ...Permission[]];

/** The user object of `auth/login/`, `auth/verify/` and `me/user/` (User). */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  short_name: z.string(),
  avatar_url: z.string().nullable(),
  image: z.string().nullable(),
  type: z.union(USER_TYPE_VALUES.map((value) => z.literal(value))),
  category: z.enum(CATEGORIES).nullable(),
  role: z.enum(ROLES),
  roles: z.array(z.enum(ROLES)),
  permissions: z.array(z.enum(permissionNames)),
  is_admin: z.boolean(),
  is_pay_admin: z.boolean(),
  is_staff: z.boolean(),
  is_developer: z.boolean(),
  is_designer: z.boolean(),
  is_project_owner: z.boolean(),
  is_client_manager: z.boolean(),
  is_client_support_officer: z.boolean(),
  is_space_lead: z.boolean(),
  is_project_manager: z.boolean(),
  can_contribute: z.boolean(),
  onboarding_stage: z.enum(ONBOARDING_STAGES),
  completeness: z.array(
    z.object({
      item: z.enum(Object.keys(COMPLETENESS_ITEMS) as [keyof typeof COMPLETENESS_ITEMS]),
      done: z.boolean(),
    }),
  ),
  invoice_email: z.string().nullable(),
  date_joined: z.string(),
  has_agreed_latest_terms: z.boolean(),
  latest_terms_created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userEnvelope = z.object({ user: userSchema });
