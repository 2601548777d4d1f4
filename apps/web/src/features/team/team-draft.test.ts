import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';
import { expectedTotal, memberComplete, newMember, teamDraftToBody } from './team-draft.ts';

const amina = { id: 7, display_name: 'Amina Nakato', avatar_url: null };

describe('teamDraftToBody', () => {
  it('sends slots as { id } or null and members with their payment structure', () => {
    const body = teamDraftToBody({
      owner: { id: 3, display_name: 'Sophie', avatar_url: null },
      cm: null,
      cso: null,
      members: [{ ...newMember(amina), hours_per_week: '40', payout_rate: '20', client_rate: '30.5' }],
    });
    expect(body).toEqual({
      owner: { id: 3 },
      cm: null,
      cso: null,
      participation: [
        {
          user: { id: 7 },
          payment_structure: { hours_per_week: '40', payout_rate: '20', client_rate: '30.5' },
        },
      ],
    });
  });
});

describe('expectedTotal', () => {
  it.each([
    ['25', '40', '4400.00'],
    ['12.34', '7.5', '407.22'],
    ['0', '40', '0.00'],
    ['', '40', null],
    ['-1', '40', null],
  ])('rate %s × %s h → %s', (rate, hours, total) => expect(expectedTotal(rate, hours)).toBe(total));
});

describe('memberComplete', () => {
  it('needs every number', () => {
    expect(memberComplete(newMember(amina))).toBe(true);
    expect(memberComplete({ ...newMember(amina), client_rate: '' })).toBe(false);
  });
});

describe('formatMoney', () => {
  it.each([
    ['4400.00', 'EUR', '€4,400.00'],
    ['12.5', 'USD', 'US$12.50'],
    [null, 'EUR', '—'],
  ])('%s %s → %s', (amount, currency, text) => expect(formatMoney(amount, currency)).toBe(text));
});
