import { describe, expect, it } from 'vitest';
import type { UserType } from '../auth/roles.ts';
import type { CompletenessInput } from '../people/completeness.ts';
import { checkStageChange, type OnboardingStage, stagesFor } from './rules.ts';

const address = {
  street: 'Kampala Road',
  plot_number: '1',
  postal_code: '256',
  city: 'Kampala',
  country: 'UG',
};
const person = (type: UserType, overrides: Partial<CompletenessInput> = {}): CompletenessInput => ({
  type,
  first_name: 'Amina',
  last_name: 'Nakato',
  phone_number: '+256772000001',
  has_id_document: true,
  address,
  company: { ...address, name: 'Acme', vat_number: null },
  ...overrides,
});

describe('stagesFor', () => {
  it.each<[UserType, OnboardingStage[]]>([
    [1, ['one', 'two', 'three', 'finish']],
    [7, ['one', 'two', 'three', 'finish']],
    [2, ['one', 'two', 'finish']],
  ])('type %i goes through %j', (type, stages) => expect(stagesFor(type)).toEqual(stages));
});

describe('checkStageChange', () => {
  it.each<[string, CompletenessInput, OnboardingStage, OnboardingStage, string | null]>([
    ['a talent with everything, one → two', person(1), 'one', 'two', null],
    [
      'a talent without phone, one → two',
      person(1, { phone_number: null }),
      'one',
      'two',
      'Add your name and phone number first.',
    ],
    [
      'a talent without ID, one → two',
      person(1, { has_id_document: false }),
      'one',
      'two',
      'Upload your ID (passport or national ID card) first.',
    ],
    ['a client without ID, one → two', person(2, { has_id_document: false }), 'one', 'two', null],
    [
      'a talent without address, two → three',
      person(1, { address: null }),
      'two',
      'three',
      'Complete your details first.',
    ],
    ['a talent, three → finish', person(1), 'three', 'finish', null],
    [
      'a client without company, two → finish',
      person(2, { company: null }),
      'two',
      'finish',
      'Complete your details first.',
    ],
    [
      'an EU client without VAT, two → finish',
      person(2, { company: { ...address, country: 'NL', name: 'A', vat_number: null } }),
      'two',
      'finish',
      'Complete your details first.',
    ],
    [
      'an EU client with VAT, two → finish',
      person(2, { company: { ...address, country: 'NL', name: 'A', vat_number: 'NL1' } }),
      'two',
      'finish',
      null,
    ],
    ['anyone back a step, three → two', person(1, { address: null }), 'three', 'two', null],
    ['the same stage', person(1, { phone_number: null }), 'two', 'two', null],
  ])('%s', (_label, input, from, to, message) => {
    const check = checkStageChange(input, from, to);
    expect(check).toEqual(message === null ? { ok: true } : { ok: false, status: 400, message });
  });

  it.each<[UserType, OnboardingStage, OnboardingStage]>([
    [1, 'one', 'three'],
    [1, 'one', 'finish'],
    [1, 'two', 'finish'],
    [2, 'two', 'three'],
    [2, 'one', 'finish'],
    [1, 'finish', 'one'],
  ])('type %i cannot jump from %s to %s (409)', (type, from, to) => {
    expect(checkStageChange(person(type), from, to)).toEqual({
      ok: false,
      status: 409,
      message: 'Finish the steps in order.',
    });
  });
});
