import { z } from 'zod';
import { peopleMessages } from '../messages/people.ts';
import { ADDRESS_REQUIRED_MESSAGES } from '../profile/rules.ts';
import { normaliseWebsite, vatMissing } from './schemas.ts';

/** Settings → Company Profile (name required; the website is checked by the server too). */
export const companyProfileForm = z.object({
  name: z.string().trim().min(1, peopleMessages.company.nameRequired),
  website: z
    .string()
    .refine(
      (value) => !value.trim() || normaliseWebsite(value) !== null,
      peopleMessages.company.websiteInvalid,
    ),
  bio: z.string().max(1000),
  tel_number: z.string().max(40),
});
export type CompanyProfileValues = z.infer<typeof companyProfileForm>;

const required = (message: string) => z.string().trim().min(1, message);

/** Settings → Company Details: the address; VAT and registration number optional outside the EU. */
export const companyDetailsForm = z
  .object({
    street: required(ADDRESS_REQUIRED_MESSAGES.street),
    plot_number: required(ADDRESS_REQUIRED_MESSAGES.plot_number),
    city: required(ADDRESS_REQUIRED_MESSAGES.city),
    postal_code: required(ADDRESS_REQUIRED_MESSAGES.postal_code),
    country: required(ADDRESS_REQUIRED_MESSAGES.country),
    vat_number: z.string(),
    reg_no: z.string(),
  })
  .superRefine((values, ctx) => {
    if (vatMissing(values.country, values.vat_number)) {
      ctx.addIssue({ code: 'custom', path: ['vat_number'], message: peopleMessages.company.vatRequiredEu });
    }
  });
export type CompanyDetailsValues = z.infer<typeof companyDetailsForm>;
