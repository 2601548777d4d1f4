import { describe, expect, it } from 'vitest';
import { formatPhone, parseInternationalPhone } from './phone.ts';

describe('parseInternationalPhone', () => {
  it.each([
    ['+256 772 000 001', '+256772000001'],
    ['+256772000001', '+256772000001'],
    ['  +31 6 1234 5678 ', '+31612345678'],
    ['+234 (803) 000-0001', '+2348030000001'],
    ['+1 415 555 2671', '+14155552671'],
  ])('%s → %s', (raw, e164) => {
    expect(parseInternationalPhone(raw)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['0772000001', 'no country calling code'],
    ['+999 123 456', 'an unknown calling code (INVALID_COUNTRY)'],
    ['hello', 'no digits (NOT_A_NUMBER)'],
    ['+2567', 'too short (TOO_SHORT)'],
    ['+256 7720000011111111111', 'too long'],
  ])('refuses %s (%s) with the spec message', (raw) => {
    expect(parseInternationalPhone(raw)).toEqual({ ok: false, message: 'Invalid country calling code' });
  });

  it('asks for a number when blank', () => {
    expect(parseInternationalPhone('   ')).toEqual({ ok: false, message: 'Phone number is required' });
  });
});

describe('formatPhone', () => {
  it('writes a stored number the international way', () => {
    expect(formatPhone('+256772000001')).toBe('+256 772 000001');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('not a number')).toBe('not a number');
  });
});
