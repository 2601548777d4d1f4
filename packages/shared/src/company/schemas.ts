import { z } from 'zod';
import { peopleMessages } from '../messages/people.ts';
import { countryField, optionalText, requiredText } from '../profile/form-values.ts';
import { ADDRESS_REQUIRED_MESSAGES } from '../profile/rules.ts';
import { isEuCountry } from '../reference/countries.ts';

/**
 * A company website: `https://…` or `http://…`, or a bare host (`acme.africa`, read as
 * `https://acme.africa`). The host must have a dot; blank clears it.
 */
export function normaliseWebsite(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  const candidate = /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    const hostOk = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u.test(url.hostname);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !hostOk || url.username || url.password) {
      return null;
    }
    return url.toString();
  } catch {
    return null;
  }
}

const websiteField = z
  .string()
  .trim()
  .max(300, peopleMessages.company.websiteInvalid)
  .nullable()
  .transform((value, ctx) => {
    if (!value) return null;
    const url = normaliseWebsite(value);
    if (!url) {
      ctx.addIssue({ code: 'custom', message: peopleMessages.company.websiteInvalid });
      return z.NEVER;
    }
    return url;
  });

const required = ADDRESS_REQUIRED_MESSAGES;

/**
 * The fields of PATCH me/company/, under `company` (so errors read `company.website`,
 *). Profile fields (name, website, bio, tel_number, reg_no) and address fields (street,
 * plot_number, city, postal_code, country, vat_number); a sent field is validated, the others
 * stay as they are.
 */
const companyInput = z
  .object({
    name: requiredText(200, peopleMessages.company.nameRequired).optional(),
    website: websiteField.optional(),
    bio: optionalText(1000).optional(),
    tel_number: optionalText(40).optional(),
    street: requiredText(200, required.street).optional(),
    plot_number: requiredText(40, required.plot_number).optional(),
    postal_code: requiredText(40, required.postal_code).optional(),
    city: requiredText(100, required.city).optional(),
    country: countryField.refine((code) => code !== null, peopleMessages.profile.countryRequired).optional(),
    vat_number: optionalText(40).optional(),
    reg_no: optionalText(60).optional(),
  })
  .strict();
export type CompanyInput = z.output<typeof companyInput>;

export const companyPatchBody = z.object({ company: companyInput }).strict();
export type CompanyPatchInput = z.input<typeof companyPatchBody>;

/** A client's company (Company). */
const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string().nullable(),
  bio: z.string().nullable(),
  tel_number: z.string().nullable(),
  street: z.string().nullable(),
  plot_number: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
  country_name: z.string().nullable(),
  vat_number: z.string().nullable(),
  reg_no: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;

/** GET and PATCH me/company/ answer `{ company }`; null until the client has saved one. */
export const companyEnvelope = z.object({ company: companySchema.nullable() });

/** A company in an EU country must give its VAT number. */
export function vatMissing(country: string | null | undefined, vat: string | null | undefined): boolean {
  return Boolean(country && isEuCountry(country)) && !vat?.trim();
}
