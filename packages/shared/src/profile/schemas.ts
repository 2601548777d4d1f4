import { z } from 'zod';
import { MAX_DB_ID } from '../api/ids.ts';
import { fileRefSchema } from '../files/schemas.ts';
import { peopleMessages } from '../messages/people.ts';
import { parseInternationalPhone } from '../phone/phone.ts';
import { SKILL_TYPES, skillSchema } from '../reference/schemas.ts';
import { countryField, formBoolean, formInteger, optionalText, requiredText } from './form-values.ts';

export const BIO_MAX_LENGTH = 450;
export const MAX_YEARS_OF_EXPERIENCE = 80;

/** A phone number in international form, stored as E.164. */
const phoneField = z.string(peopleMessages.profile.phoneRequired).transform((value, ctx) => {
  const parsed = parseInternationalPhone(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  return parsed.e164;
});

/**
 * One chosen skill: an existing one by `id`, or free text by `name` (found by its slug, or added
 * to the catalogue with type `other`). `slug` and `type` are accepted and ignored, so a client may
 * send back the objects it received.
 */
const profileSkillInput = z
  .object({
    id: formInteger(1, MAX_DB_ID).optional(),
    name: z.string().trim().min(1).max(100).optional(),
    slug: z.string().max(120).optional(),
    type: z.enum(SKILL_TYPES).optional(),
    primary: formBoolean.optional(),
    years_of_experience: formInteger(0, MAX_YEARS_OF_EXPERIENCE).optional(),
  })
  .strict()
  .refine((skill) => skill.id != null || Boolean(skill.name), peopleMessages.profile.skillNeedsIdOrName);

/**
 * PATCH me/profile/ (JSON, or multipart with nested keys plus the files `image` and `id_document`).
 * Every key is optional; a key that is sent is validated. Whether an address field may be blank
 * and who may send the developer-profile fields (`bio`, `years_of_experience`, `skills`) depends
 * on the role: the server checks that against packages/shared/src/profile/rules.ts.
 */
export const profilePatchBody = z
  .object({
    user: z
      .object({
        /** The spec's web app sends the user's id; the user is always the caller. */
        id: formInteger(1, MAX_DB_ID).optional(),
        first_name: requiredText(150, peopleMessages.profile.firstNameRequired).optional(),
        last_name: requiredText(150, peopleMessages.profile.lastNameRequired).optional(),
      })
      .strict()
      .optional(),
    phone_number: phoneField.optional(),
    street: optionalText(200).optional(),
    plot_number: optionalText(40).optional(),
    postal_code: optionalText(40).optional(),
    city: optionalText(100).optional(),
    country: countryField.optional(),
    vat_number: optionalText(40).optional(),
    bio: optionalText(BIO_MAX_LENGTH).optional(),
    years_of_experience: formInteger(0, MAX_YEARS_OF_EXPERIENCE).optional(),
    skills: z.union([z.array(profileSkillInput).max(100), z.literal('').transform(() => [])]).optional(),
  })
  .strict();
export type ProfilePatch = z.output<typeof profilePatchBody>;

export const profileSkillSchema = skillSchema.extend({
  primary: z.boolean(),
  years_of_experience: z.number().int().nullable(),
});

const skillGroup = z.array(profileSkillSchema);
export const skillsByTypeSchema = z.object({
  language: skillGroup,
  framework: skillGroup,
  library: skillGroup,
  platform: skillGroup,
  storage: skillGroup,
  api: skillGroup,
  other: skillGroup,
});

/** The answer of GET and PATCH me/profile/ (Profile). */
export const profileSchema = z.object({
  id: z.number().int(),
  user: z.object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    display_name: z.string(),
    avatar_url: z.string().nullable(),
  }),
  image: z.string().nullable(),
  bio: z.string().nullable(),
  phone_number: z.string().nullable(),
  street: z.string().nullable(),
  plot_number: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  country_name: z.string().nullable(),
  vat_number: z.string().nullable(),
  id_document: fileRefSchema.nullable(),
  years_of_experience: z.number().int().nullable(),
  is_vetted: z.boolean(),
  referral_details: z.object({ referral_code: z.string() }).nullable(),
  skills: z.array(profileSkillSchema),
  skills_details: skillsByTypeSchema,
});
export type Profile = z.infer<typeof profileSchema>;
