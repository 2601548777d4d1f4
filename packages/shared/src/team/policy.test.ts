import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROLES } from '../projects/policy.ts';
import { ratesSeen, rateViewerOn } from './policy.ts';

const ME = 1;
const MEMBER = 2;

describe('ratesSeen', () => {
  it.each([
    // view rates, owns the project, member: payout, client, history
    [true, false, MEMBER, true, true, true],
    [true, true, ME, true, true, true],
    [false, false, ME, true, false, false],
    [false, false, MEMBER, false, false, false],
    [false, true, MEMBER, false, true, false],
    [false, true, ME, true, true, false],
  ])(
    'view_rates %s, owner %s, member %i: payout %s, client %s, history %s',
    (viewRates, ownsProject, memberId, payout, client, history) => {
      expect(ratesSeen({ actorId: ME, viewRates, ownsProject }, memberId)).toEqual({
        payout,
        client,
        history,
      });
    },
  );

  it('shows the history only to whoever sees both sides of every member', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1, max: 4 }),
        (viewRates, ownsProject, memberId) => {
          const seen = ratesSeen({ actorId: ME, viewRates, ownsProject }, memberId);
          return !seen.history || (seen.payout && seen.client);
        },
      ),
    );
  });
});

describe('rateViewerOn', () => {
  it.each(PROJECT_ROLES.map((role) => [role, role === 'owner'] as const))(
    'as %s owns the project: %s',
    (role, owns) => {
      const viewer = rateViewerOn(ME, { abilities: { view_rates: false }, roles: [role] });
      expect(viewer).toEqual({ actorId: ME, viewRates: false, ownsProject: owns });
    },
  );

  it('takes view_rates from the abilities', () => {
    expect(rateViewerOn(ME, { abilities: { view_rates: true }, roles: [] }).viewRates).toBe(true);
  });
});
