import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../auth/permissions.ts';
import { ROLES, type Role } from '../auth/roles.ts';
import type { ProjectFacts } from '../project-core/abilities.ts';
import {
  canBrowseTalentPool,
  canManageShortlist,
  canSeeShortlist,
  opportunitiesAbilities,
  seesPayoutRates,
} from './policy.ts';

const OWNER = 1;
const ME = 10;

const actor = (role: Role, id = ME) => ({ id, permissions: permissionsOf([role]), can_contribute: true });
const opportunity = (facts: Partial<ProjectFacts> = {}): ProjectFacts => ({
  ownerId: OWNER,
  cmId: null,
  csoId: null,
  createdById: OWNER,
  stage: 'opportunity',
  archived: false,
  myParticipationStatus: null,
  ...facts,
});

const STAFF_SIDE: Role[] = [
  'admin',
  'pay_admin',
  'staff',
  'space_lead',
  'client_manager',
  'client_support_officer',
];
const whoCan = (rule: (role: Role) => boolean) => ROLES.filter(rule);

describe('opportunities policy', () => {
  it('the talent pool: staff-side roles only, on opportunities only', () => {
    expect(whoCan((role) => canBrowseTalentPool(actor(role), opportunity()))).toEqual(STAFF_SIDE);
    expect(canBrowseTalentPool(actor('client', OWNER), opportunity())).toBe(false);
    expect(canBrowseTalentPool(actor('admin'), opportunity({ stage: 'active' }))).toBe(false);
  });

  it('the shortlist: staff-side roles and the owning client; never talents or other clients', () => {
    expect(whoCan((role) => canSeeShortlist(actor(role), opportunity()))).toEqual(STAFF_SIDE);
    expect(canSeeShortlist(actor('client', OWNER), opportunity())).toBe(true);
    // Once converted, the same people still read it (ADR 031).
    expect(canSeeShortlist(actor('client', OWNER), opportunity({ stage: 'active' }))).toBe(true);
    expect(canSeeShortlist(actor('developer'), opportunity({ myParticipationStatus: 'accepted' }))).toBe(
      false,
    );
    expect(canSeeShortlist(actor('client'), opportunity({ ownerId: null }))).toBe(false);
  });

  it('changing the shortlist: admin and staff, on an opportunity that is not archived', () => {
    expect(whoCan((role) => canManageShortlist(actor(role), opportunity()))).toEqual(['admin', 'staff']);
    expect(canManageShortlist(actor('client', OWNER), opportunity())).toBe(false);
    expect(canManageShortlist(actor('admin'), opportunity({ archived: true }))).toBe(false);
    expect(canManageShortlist(actor('admin'), opportunity({ stage: 'active' }))).toBe(false);
  });

  it('payout rates: the roles that see rates', () => {
    expect(whoCan((role) => seesPayoutRates(actor(role)))).toEqual(['admin', 'pay_admin', 'staff']);
  });

  it('gives the abilities the tabs ask', () => {
    expect(opportunitiesAbilities.of(actor('client', OWNER), opportunity())).toEqual({
      browse_talent_pool: false,
      see_shortlist: true,
      manage_shortlist: false,
    });
    expect(opportunitiesAbilities.of(actor('staff'), opportunity())).toEqual({
      browse_talent_pool: true,
      see_shortlist: true,
      manage_shortlist: true,
    });
  });
});
