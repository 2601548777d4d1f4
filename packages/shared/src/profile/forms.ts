import { z } from 'zod';
import type { UserType } from '../auth/roles.ts';
import { vatMissing } from '../company/schemas.ts';
import { peopleMessages } from '../messages/people.ts';
import { parseInternationalPhone } from '../phone/phone.ts';
import { ADDRESS_FIELDS, ADDRESS_REQUIRED_MESSAGES, personalAddressRequired } from './rules.ts';

/*
 * The browser forms of onboarding and the personal-details tab, on the same rules and messages as
 * me/profile/ and me/company/. Values are the strings of the inputs.
 */

const required = (message: string) => z.string().trim().min(1, message);

const phone = z.string().superRefine((value, ctx) => {
  const parsed = parseInternationalPhone(value);
  if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
});

const biodataFields = {
  first_name: required(peopleMessages.profile.firstNameRequired),
  last_name: required(peopleMessages.profile.lastNameRequired),
  phone_number: phone,
};

const addressFields = Object.fromEntries(
  ADDRESS_FIELDS.map((field) => [field, required(ADDRESS_REQUIRED_MESSAGES[field])]),
) as Record<(typeof ADDRESS_FIELDS)[number], z.ZodString>;
const optionalAddressFields = Object.fromEntries(
  ADDRESS_FIELDS.map((field) => [field, z.string()]),
) as Record<(typeof ADDRESS_FIELDS)[number], z.ZodString>;

/** Onboarding step one: names and phone (the files are checked by the page: ID for talents). */
export const stepOneForm = z.object(biodataFields);
export type StepOneValues = z.infer<typeof stepOneForm>;

/** Onboarding step two for talents: the address. */
export const talentAddressForm = z.object(addressFields);
export type AddressValues = z.infer<typeof talentAddressForm>;

/** Onboarding step two for clients: the company, its address and VAT (required in the EU). */
export const clientCompanyForm = z
  .object({ ...addressFields, name: required(peopleMessages.company.nameRequired), vat_number: z.string() })
  .superRefine((values, ctx) => {
    if (vatMissing(values.country, values.vat_number)) {
      ctx.addIssue({ code: 'custom', path: ['vat_number'], message: peopleMessages.company.vatRequiredEu });
    }
  });
export type ClientCompanyValues = z.infer<typeof clientCompanyForm>;

/** Settings → Personal details: biodata, and the address for everyone but project owners. */
export function personalDetailsForm(type: UserType) {
  return z.object({
    ...biodataFields,
    ...(personalAddressRequired(type) ? addressFields : optionalAddressFields),
  });
}
export type PersonalDetailsValues = z.infer<ReturnType<typeof personalDetailsForm>>;
