import { describe, expect, it } from 'vitest';
import { participationPatchBody, questionBody, teamMembersInput } from './schemas.ts';

const member = (id: number, payment: Record<string, unknown> = {}) => ({
  user: { id },
  payment_structure: { hours_per_week: 40, payout_rate: '20.00', client_rate: '30.00', ...payment },
});

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('teamMembersInput', () => {
  it('turns members into ids, hours and minor units', () => {
    const parsed = teamMembersInput.parse([member(7, { payout_rate: '12.5', client_rate: 19 })]);
    expect(parsed).toEqual([
      { userId: 7, weeklyHundredths: 4000, payoutRateMinor: 1250, clientRateMinor: 1900 },
    ]);
  });

  it('keeps effective_from', () => {
    const parsed = teamMembersInput.parse([{ ...member(7), effective_from: '2026-03-01' }]);
    expect(parsed[0]?.effectiveFrom).toBe('2026-03-01');
  });

  it.each([
    [{ user: { id: 3 } }, '0.payment_structure: Team member(s) details required'],
    [{ payment_structure: member(3).payment_structure }, '0.user: Team member(s) details required'],
    [
      { user: { id: 3 }, payment_structure: { hours_per_week: 1, payout_rate: '1' } },
      '0.payment_structure.client_rate: Team member(s) details required',
    ],
    [member(3, { hours_per_week: -1 }), '0.payment_structure.hours_per_week: Enter a value of 0 or more'],
    [member(3, { payout_rate: '-5' }), '0.payment_structure.payout_rate: Enter a value of 0 or more'],
    [
      member(3, { client_rate: '1.234' }),
      '0.payment_structure.client_rate: Enter an amount with at most two decimals',
    ],
    [member(3, { hours_per_week: 169 }), '0.payment_structure.hours_per_week: A week has at most 168 hours.'],
    [
      member(3, { hours_per_week: 7.125 }),
      '0.payment_structure.hours_per_week: Enter a number with at most 2 decimals.',
    ],
    [
      member(3, { payout_rate: '100000.01' }),
      '0.payment_structure.payout_rate: Enter an amount with at most two decimals',
    ],
  ])('refuses %j', (input, message) => {
    expect(messages(teamMembersInput.safeParse([input]))).toContain(message);
  });

  it('refuses unknown keys (mass assignment)', () => {
    const result = teamMembersInput.safeParse([{ ...member(3), status: 'accepted' }]);
    expect(result.success).toBe(false);
  });

  it('refuses a person listed twice', () => {
    expect(messages(teamMembersInput.safeParse([member(3), member(3)]))).toEqual([
      '1.user: This person is listed twice',
    ]);
  });
});

describe('participationPatchBody', () => {
  it.each([
    [{ updates_enabled: false }],
    [{ day_selection_for_updates: true, update_days: '0,2,4' }],
    [{ status: 'accepted' }],
  ])('accepts %j', (body) => {
    expect(participationPatchBody.safeParse(body).success).toBe(true);
  });

  it.each([
    [{}, ': This field is required.'],
    [{ update_days: '0,7' }, 'update_days: Choose weekdays from Monday (0) to Friday (4)'],
    [{ update_days: '' }, 'update_days: Select at least one day'],
    [{ status: 'pending' }, 'status: Select a valid choice.'],
  ])('refuses %j', (body, message) => {
    expect(messages(participationPatchBody.safeParse(body))).toContain(message);
  });
});

describe('questionBody', () => {
  it.each([[{}], [{ body: '' }], [{ body: '   ' }]])('requires the question: %j', (body) => {
    expect(messages(questionBody.safeParse(body))).toEqual(['body: The ask question field is required']);
  });
});
