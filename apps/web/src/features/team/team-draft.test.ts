import { describe, expect, it } from 'vitest';
import {
  EMPTY_TEAM,
  expectedTotal,
  memberComplete,
  memberProblems,
  newMember,
  teamDraftToBody,
  teamFormPath,
  teamIssues,
} from './team-draft.ts';

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

describe('the rows checked by the shared schema', () => {
  it('names a blank number as missing details and a bad one as such, row by row', () => {
    const rows = [
      { ...newMember(amina), hours_per_week: '' },
      { ...newMember({ ...amina, id: 8 }), payout_rate: '1.234' },
    ];
    expect(memberProblems(rows)).toEqual([
      { hours_per_week: 'Team member(s) details required' },
      { payout_rate: 'Enter an amount with at most two decimals' },
    ]);
    expect(memberProblems([newMember(amina)], 'soon')).toEqual([{ effective_from: expect.any(String) }]);
  });

  it('refuses a person listed twice on the row itself, at the form’s paths', () => {
    const team = { ...EMPTY_TEAM, members: [newMember(amina), newMember(amina)] };
    expect(teamIssues(team)).toEqual({ 'team.members.1.user': 'This person is listed twice' });
  });

  it('brings a 400 body’s team keys to the form’s paths', () => {
    expect(teamFormPath('owner')).toBe('team.owner');
    expect(teamFormPath('participation.2.payment_structure.client_rate')).toBe('team.members.2.client_rate');
    expect(teamFormPath('participation.0.payment_structure')).toBe('team.members.0.user');
    expect(teamFormPath('participation.0')).toBe('team.members.0.user');
    expect(teamFormPath('participation')).toBeUndefined();
    expect(teamFormPath('title')).toBeUndefined();
  });
});
