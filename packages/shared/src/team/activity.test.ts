import { describe, expect, it } from 'vitest';
import { type TeamActivityData, teamActivity } from './activity.ts';

const amina = { id: 1, display_name: 'Amina Nakato' };

const SAMPLES: { [A in keyof TeamActivityData]: [TeamActivityData[A], string] } = {
  cm_added: [{ user: amina }, 'added Amina Nakato as client manager'],
  cm_removed: [{ user: amina }, 'removed Amina Nakato as client manager'],
  cso_added: [{ user: amina }, 'added Amina Nakato as client support officer'],
  cso_removed: [{ user: amina }, 'removed Amina Nakato as client support officer'],
  project_owner_added: [{ user: amina }, 'made Amina Nakato the project owner'],
  project_owner_removed: [{ user: amina }, 'removed Amina Nakato as project owner'],
  developers_added: [
    { users: [amina, { id: 4, display_name: 'Chidi Eze' }] },
    'invited Amina Nakato and Chidi Eze to the team',
  ],
  project_participation_updated: [
    { user: amina, fields: ['hours_per_week', 'payout_rate'] },
    'updated the hours per week and payout rate of Amina Nakato',
  ],
  developers_accepted_invitation: [{ user: amina }, 'accepted the invitation to join the team'],
  developers_removed: [{ users: [amina] }, 'removed Amina Nakato from the team'],
};

describe("the team's activity sentences", () => {
  it('has a sample for every action label', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(teamActivity).sort());
  });

  it.each(Object.entries(SAMPLES))('%s reads well', (action, [data, sentence]) => {
    expect(teamActivity[action as keyof TeamActivityData](data as never)).toBe(sentence);
  });

  it('survives data missing keys (older rows)', () => {
    expect(teamActivity.cm_added({})).toBe('added someone as client manager');
  });
});
