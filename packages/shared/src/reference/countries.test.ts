import { describe, expect, it } from 'vitest';
import {
  countryName,
  EU_COUNTRIES,
  FEATURED_COUNTRIES,
  isCountryCode,
  isEuCountry,
  listCountries,
} from './countries.ts';

describe('listCountries', () => {
  const countries = listCountries();

  it('has the 249 ISO 3166-1 codes, each once, two capital letters', () => {
    expect(countries).toHaveLength(249);
    expect(new Set(countries.map((c) => c.code)).size).toBe(249);
    for (const { code, name } of countries) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(name.trim()).not.toBe('');
    }
  });

  it('puts NL, UG, NG, EG and KE first, in that order', () => {
    expect(countries.slice(0, 5).map((c) => c.code)).toEqual(['NL', 'UG', 'NG', 'EG', 'KE']);
    expect(countries.slice(0, 5).map((c) => c.name)).toEqual([
      'Netherlands',
      'Uganda',
      'Nigeria',
      'Egypt',
      'Kenya',
    ]);
  });

  it('sorts the rest by name and does not repeat the featured ones', () => {
    const rest = countries.slice(FEATURED_COUNTRIES.length);
    const names = rest.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const featured = new Set<string>(FEATURED_COUNTRIES);
    expect(rest.filter((c) => featured.has(c.code))).toEqual([]);
  });

  it('includes well-known codes', () => {
    const codes = new Set(countries.map((c) => c.code));
    for (const code of ['US', 'GB', 'DE', 'ZA', 'TZ', 'RW', 'GH', 'AX', 'SS']) expect(codes).toContain(code);
  });
});

describe('isEuCountry', () => {
  it('knows the 27 member states', () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    for (const code of EU_COUNTRIES) {
      expect(isEuCountry(code)).toBe(true);
      expect(isCountryCode(code)).toBe(true);
    }
  });

  it('is case-insensitive', () => {
    expect(isEuCountry('nl')).toBe(true);
    expect(isEuCountry('De')).toBe(true);
  });

  it.each(['GB', 'CH', 'NO', 'IS', 'UG', 'NG', 'US', '', 'XX'])('%j is not in the EU', (code) => {
    expect(isEuCountry(code)).toBe(false);
  });
});

describe('countryName and isCountryCode', () => {
  it('names known codes and nothing else', () => {
    expect(countryName('UG')).toBe('Uganda');
    expect(countryName('XX')).toBeNull();
    expect(countryName(null)).toBeNull();
    expect(countryName(undefined)).toBeNull();
    expect(countryName('')).toBeNull();
  });

  it('does not take inherited object keys for codes', () => {
    expect(isCountryCode('toString')).toBe(false);
    expect(isCountryCode('__proto__')).toBe(false);
    expect(countryName('constructor')).toBeNull();
  });
});
