import { describe, expect, it } from 'vitest';
import { canAddRow, payoutRowsSchema, usersChosenElsewhere } from './payout-rows.ts';

const fieldsOf = (rows: unknown) => {
  const parsed = payoutRowsSchema.safeParse(rows);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('payout rows (spec 001 §5)', () => {
  it('an amount without a team member: Select team member', () => {
    expect(fieldsOf([{ user: null, amount: '10.00' }])).toEqual({ '0.user': 'Select team member' });
  });

  it('a team member needs a non-negative amount with two decimals at most', () => {
    expect(fieldsOf([{ user: { id: 1 }, amount: '' }])).toEqual({ '0.amount': 'This field is required' });
    expect(fieldsOf([{ user: { id: 1 }, amount: '-1' }])).toHaveProperty('0.amount');
    expect(fieldsOf([{ user: { id: 1 }, amount: '1.005' }])).toHaveProperty('0.amount');
    expect(payoutRowsSchema.parse([{ user: { id: 1 }, amount: '0' }])).toEqual([
      { index: 0, user: 1, amountMinor: 0 },
    ]);
  });

  it('one row per team member', () => {
    expect(
      fieldsOf([
        { user: { id: 1 }, amount: '1' },
        { user: { id: 1 }, amount: '2' },
      ]),
    ).toEqual({ '1.user': 'This team member already has a row.' });
  });

  it('empty rows are left out; nothing at all is refused', () => {
    expect(
      payoutRowsSchema.parse([
        { user: { id: 1 }, amount: '1250.50' },
        { user: null, amount: '' },
        { user: { id: 2 }, amount: 99.99 },
      ]),
    ).toEqual([
      { index: 0, user: 1, amountMinor: 125050 },
      { index: 2, user: 2, amountMinor: 9999 },
    ]);
    expect(fieldsOf([{ user: null, amount: '' }])).toEqual({
      '': 'Add at least one team member with an amount.',
    });
  });

  it('another row only once every row has both sides', () => {
    expect(canAddRow([{ user: { id: 1 }, amount: '5' }])).toBe(true);
    expect(canAddRow([{ user: { id: 1 }, amount: '' }])).toBe(false);
    expect(canAddRow([{ user: null, amount: '5' }])).toBe(false);
    expect(canAddRow([{ user: { id: 1 }, amount: '-5' }])).toBe(false);
  });

  it('the selector leaves out the other rows’ users', () => {
    const rows = [
      { user: { id: 1 }, amount: '5' },
      { user: null, amount: '' },
      { user: { id: 3 }, amount: null },
    ];
    expect(usersChosenElsewhere(rows, 0)).toEqual([3]);
  });
});
