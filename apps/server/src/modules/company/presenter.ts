import type { Company } from '@kazi/shared/company/schemas';
import { countryName } from '@kazi/shared/reference/countries';
import type { CompanyRow } from '../users/repository.ts';

export function presentCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    bio: row.bio,
    tel_number: row.telNumber,
    street: row.street,
    plot_number: row.plotNumber,
    city: row.city,
    postal_code: row.postalCode,
    country: row.country,
    country_name: countryName(row.country),
    vat_number: row.vatNumber,
    reg_no: row.regNo,
  };
}
