import { describe, expect, it } from 'vitest';
import { normaliseWebsite, vatMissing } from './schemas.ts';

describe('normaliseWebsite', () => {
  it.each([
    ['acme.africa', 'https://acme.africa/'],
    ['https://www.acme.co.ke/about?x=1', 'https://www.acme.co.ke/about?x=1'],
    ['HTTP://Acme.test', 'http://acme.test/'],
    ['  ', null],
    ['not a url', null],
    ['https://localhost:3000', null],
    ['ftp://acme.test', null],
    ['javascript:alert(1)', null],
    ['https://user:secret@acme.test', null],
  ])('%j → %j', (raw, url) => expect(normaliseWebsite(raw)).toBe(url));
});

describe('vatMissing', () => {
  it.each([
    ['NL', null, true],
    ['nl', '  ', true],
    ['NL', 'NL123', false],
    ['UG', null, false],
    [null, null, false],
  ])('%s with VAT %j → %s', (country, vat, missing) => expect(vatMissing(country, vat)).toBe(missing));
});
