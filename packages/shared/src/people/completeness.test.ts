import { describe, expect, it } from 'vitest';
import type { UserType } from '../auth/roles.ts';
import { EU_COUNTRIES } from '../reference/countries.ts';
import {
  type AddressFields,
  type CompletenessInput,
  canContribute,
  completenessChecklist,
  onboardingSteps,
} from './completeness.ts';

const address: AddressFields = {
  street: 'Kampala Road',
  plot_number: '14',
  postal_code: '256',
  city: 'Kampala',
  country: 'UG',
};
const company = { ...address, name: 'Acme', vat_number: null as string | null };

function person(overrides: Partial<CompletenessInput> = {}): CompletenessInput {
  return {
    type: 1,
    first_name: 'Amina',
    last_name: 'Nakato',
    phone_number: '+256772000001',
    has_id_document: true,
    address,
    company: null,
    ...overrides,
  };
}

const missing = (input: CompletenessInput) =>
  completenessChecklist(input)
    .filter((entry) => !entry.done)
    .map((entry) => entry.item);

describe.each([1, 7] as UserType[])('talent checklist (type %s)', (type) => {
  it('lists personal details, ID document and address, all done', () => {
    const input = person({ type });
    expect(completenessChecklist(input).map((entry) => entry.item)).toEqual([
      'personal_details',
      'id_document',
      'address',
    ]);
    expect(missing(input)).toEqual([]);
    expect(canContribute(input)).toBe(true);
  });

  it.each([
    ['first_name', { first_name: '' }, 'personal_details'],
    ['last_name', { last_name: '   ' }, 'personal_details'],
    ['phone_number', { phone_number: null }, 'personal_details'],
    ['the ID document', { has_id_document: false }, 'id_document'],
    ['the address', { address: null }, 'address'],
    ['the street', { address: { ...address, street: ' ' } }, 'address'],
    ['the plot number', { address: { ...address, plot_number: null } }, 'address'],
    ['the postal code', { address: { ...address, postal_code: '' } }, 'address'],
    ['the city', { address: { ...address, city: '\t' } }, 'address'],
    ['the country', { address: { ...address, country: null } }, 'address'],
  ] as const)('without %s misses %s', (_label, overrides, item) => {
    const input = person({ type, ...overrides });
    expect(missing(input)).toEqual([item]);
    expect(canContribute(input)).toBe(false);
  });

  it('ignores the company', () => {
    expect(missing(person({ type, company: null }))).toEqual([]);
  });
});

describe('project owner checklist (type 2)', () => {
  const owner = (overrides: Partial<CompletenessInput> = {}) =>
    person({ type: 2, has_id_document: false, address: null, company, ...overrides });

  it('needs personal details and a company with its address, not an ID or own address', () => {
    expect(completenessChecklist(owner()).map((entry) => entry.item)).toEqual([
      'personal_details',
      'company',
    ]);
    expect(canContribute(owner())).toBe(true);
  });

  it.each([
    ['no company', { company: null }],
    ['a blank company name', { company: { ...company, name: '  ' } }],
    ['a company without a city', { company: { ...company, city: '' } }],
  ] as const)('misses the company with %s', (_label, overrides) => {
    expect(missing(owner(overrides))).toEqual(['company']);
  });

  it('misses personal details without a phone number', () => {
    expect(missing(owner({ phone_number: ' ' }))).toEqual(['personal_details']);
  });

  it.each(EU_COUNTRIES)('asks a company in %s for its VAT number', (country) => {
    const inEu = owner({ company: { ...company, country, vat_number: null } });
    expect(missing(inEu)).toEqual(['vat_number']);
    expect(missing(owner({ company: { ...company, country, vat_number: '   ' } }))).toEqual(['vat_number']);
    expect(missing(owner({ company: { ...company, country, vat_number: 'XX123' } }))).toEqual([]);
  });

  it('reads the country case-insensitively', () => {
    expect(missing(owner({ company: { ...company, country: 'nl' } }))).toEqual(['vat_number']);
  });

  it.each(['UG', 'NG', 'KE', 'GB', 'CH', 'NO', 'US'])('does not ask a company in %s for VAT', (country) => {
    const outside = owner({ company: { ...company, country } });
    expect(completenessChecklist(outside).map((entry) => entry.item)).not.toContain('vat_number');
    expect(canContribute(outside)).toBe(true);
  });
});

describe.each([3, 6] as UserType[])('staff-side type %s', (type) => {
  it('has no checklist and is never held back', () => {
    const bare = person({ type, phone_number: null, has_id_document: false, address: null });
    expect(completenessChecklist(bare)).toEqual([]);
    expect(canContribute(bare)).toBe(true);
  });
});

describe('onboardingSteps', () => {
  it.each([
    [1, 3],
    [7, 3],
    [2, 2],
    [3, 2],
    [6, 2],
  ] as [UserType, number][])('type %s has %s steps', (type, steps) => {
    expect(onboardingSteps(type)).toBe(steps);
  });
});
