import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, maskEmail, maskIban, normalizeIban } from './rules.ts';

describe('IBAN check (ibantools)', () => {
  it.each([
    ['NL91ABNA0417164300', true],
    ['nl91 abna 0417 1643 00', true],
    ['DE89 3704 0044 0532 0130 00', true],
    ['GB82WEST12345698765432', true],
    ['NL91ABNA0417164301', false],
    ['NL91ABNA041716430', false],
    ['XX00 1234', false],
    ['', false],
    ['   ', false],
  ])('%s → %s', (iban, valid) => expect(isValidIban(iban)).toBe(valid));

  it('normalises and groups', () => {
    expect(normalizeIban(' nl91 abna 0417 1643 00 ')).toBe('NL91ABNA0417164300');
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});

describe('masking for people other than the owner and pay admins', () => {
  it.each([
    ['NL91ABNA0417164300', 'NL** **** **** **** 4300'],
    ['DE89370400440532013000', 'DE** **** **** **** **** 3000'],
    ['NO9386011117947', 'NO** **** **** 7947'],
  ])('%s → %s', (iban, masked) => expect(maskIban(iban)).toBe(masked));

  it('never shows more than the country and the last four characters', () => {
    const masked = maskIban('GB82WEST12345698765432');
    expect(masked.replace(/[\s*]/g, '')).toBe('GB5432');
  });

  it('masks e-mails to their first letter and domain', () => {
    expect(maskEmail('amina.nakato@demo.test')).toBe('a***@demo.test');
    expect(maskEmail('broken')).toBe('***');
  });
});
