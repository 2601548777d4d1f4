import { COUNTRY_NAMES } from './country-names.ts';

export interface Country {
  code: string;
  name: string;
}

/** The countries most Kazi people live in come first. */
export const FEATURED_COUNTRIES = ['NL', 'UG', 'NG', 'EG', 'KE'] as const;

/** EU member states: clients there must give a VAT number. */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

const euSet = new Set<string>(EU_COUNTRIES);

export function isEuCountry(code: string): boolean {
  return euSet.has(code.toUpperCase());
}

export function isCountryCode(code: string): boolean {
  return Object.hasOwn(COUNTRY_NAMES, code);
}

export function countryName(code: string | null | undefined): string | null {
  return code && isCountryCode(code) ? (COUNTRY_NAMES[code] ?? null) : null;
}

/** Featured countries first, then the rest by name. */
export function listCountries(): Country[] {
  const featured = new Set<string>(FEATURED_COUNTRIES);
  const rest = Object.entries(COUNTRY_NAMES)
    .filter(([code]) => !featured.has(code))
    .sort(([, a], [, b]) => a.localeCompare(b, 'en'));
  return [
    ...FEATURED_COUNTRIES.map((code) => ({ code, name: COUNTRY_NAMES[code] as string })),
    ...rest.map(([code, name]) => ({ code, name })),
  ];
}
