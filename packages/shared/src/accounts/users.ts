import { z } from 'zod';
import { MAX_DB_ID } from '../api/ids.ts';
import { queryInteger } from '../api/numbers.ts';
import { pageQuery } from '../api/pagination.ts';
import { tooLong } from '../api/text.ts';
import { CATEGORIES, ROLES, USER_TYPE_VALUES } from '../auth/roles.ts';
import { coreMessages } from '../messages/core.ts';
import { peopleMessages } from '../messages/people.ts';
import { isCountryCode } from '../reference/countries.ts';

const U = peopleMessages.users;

/** `account_type` of `GET users/`; each value is a role as in docs/permissions.md. */
export const ACCOUNT_TYPES = [
  'all',
  'developer',
  'project_owner',
  'client_manager',
  'admin',
  'client_support_officer',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  all: 'All account types',
  developer: 'Developers and designers',
  project_owner: 'Project owners',
  client_manager: 'Client managers',
  admin: 'Admins',
  client_support_officer: 'Client support officers',
};

const booleanText = z
  .enum(['True', 'False', 'true', 'false', '1', '0'])
  .transform((value) => value === 'True' || value === 'true' || value === '1');

export const usersQuery = pageQuery.extend({
  is_active: booleanText.optional(),
  account_type: z.enum(ACCOUNT_TYPES).optional(),
  search: z.string().trim().max(100).optional(),
  type: queryInteger(0, MAX_DB_ID)
    .refine((value) => (USER_TYPE_VALUES as number[]).includes(value), coreMessages.api.required)
    .optional(),
});

export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
  type: z.number().int(),
  category: z.enum(CATEGORIES).nullable(),
  role: z.enum(ROLES),
  role_label: z.string(),
  is_active: z.boolean(),
  date_joined: z.string(),
  last_login: z.string().nullable(),
  deactivated_at: z.string().nullable(),
  personal_data_purged: z.boolean(),
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  abilities: z.object({ deactivate: z.boolean(), reactivate: z.boolean() }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const statusChangeBody = z
  .object({ action: z.enum(['activate', 'deactivate'], { error: coreMessages.api.required }) })
  .strict();
export const messageResponse = z.object({ message: z.string() });

const required = (message: string, max = 150) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));
const optionalText = z.string().trim().max(50, tooLong(50)).nullable().optional();

/**
 * `POST users/`: the spec's "New client payload": `username` copies the email, `source` is
 * 3 and `type` 2; the server fixes those itself, so they may be left out but not changed.
 */
export const createClientBody = z
  .object({
    email: z
      .string({ error: peopleMessages.invites.emailRequired })
      .trim()
      .min(1, peopleMessages.invites.emailRequired)
      .max(254, peopleMessages.invites.emailInvalid)
      .pipe(z.email(peopleMessages.invites.emailInvalid))
      .transform((value) => value.toLowerCase()),
    username: z.string().trim().max(254).optional(),
    first_name: required(peopleMessages.invites.firstNameRequired),
    last_name: required(peopleMessages.invites.lastNameRequired),
    source: z.literal(3).optional(),
    type: z.literal(2).optional(),
    company: z
      .object({
        name: required(U.companyRequired, 200),
        street: required(U.streetRequired, 200),
        plot_number: required(U.plotNumberRequired, 50),
        city: required(U.cityRequired, 100),
        postal_code: required(U.postalCodeRequired, 20),
        country: z
          .string({ error: U.countryRequired })
          .refine((code) => isCountryCode(code), U.chooseCountry),
        vat_number: optionalText,
      })
      .strict(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.username !== undefined && body.username.toLowerCase() !== body.email) {
      ctx.addIssue({ code: 'custom', path: ['username'], message: U.usernameMismatch });
    }
  });
export type CreateClientBody = z.input<typeof createClientBody>;
