import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../auth/permissions.ts';
import { ROLES, type Role } from '../auth/roles.ts';
import { canAddClientDocuments, canManageDocuments } from '../documents/policy.ts';
import { canManageTimeline } from '../planning/policy.ts';
import { projectAbilities } from '../project-abilities.ts';
import { canAddTeamMembers, canManageCmCso, canManageTeam } from '../team/policy.ts';
import {
  canCreateProject,
  canManageOwner,
  canManagePayment,
  canManageProject,
  canViewProject,
  isPendingInviteeOnly,
  type ProjectActor,
  type ProjectFacts,
  projectRoleOf,
  projectRolesOf,
} from './policy.ts';

const ME = 7;
const actor = (role: Role, can_contribute = true): ProjectActor => ({
  id: ME,
  permissions: permissionsOf([role]),
  can_contribute,
});
const project = (overrides: Partial<ProjectFacts> = {}): ProjectFacts => ({
  ownerId: 1,
  cmId: 2,
  csoId: 3,
  createdById: 4,
  stage: 'active',
  archived: false,
  myParticipationStatus: null,
  ...overrides,
});

type Place = 'none' | 'owner' | 'cm' | 'cso' | 'creator' | 'accepted' | 'pending' | 'initial';
const placed = (place: Place, overrides: Partial<ProjectFacts> = {}) =>
  project({
    ...(place === 'owner' ? { ownerId: ME } : {}),
    ...(place === 'cm' ? { cmId: ME } : {}),
    ...(place === 'cso' ? { csoId: ME } : {}),
    ...(place === 'creator' ? { createdById: ME } : {}),
    ...(place === 'accepted' || place === 'pending' || place === 'initial'
      ? { myParticipationStatus: place }
      : {}),
    ...overrides,
  });

const VIEW_ALL: Role[] = ['admin', 'pay_admin', 'staff', 'space_lead'];

describe('project roles', () => {
  it.each([
    ['owner', 'owner'],
    ['cm', 'cm'],
    ['cso', 'cso'],
    ['creator', 'creator'],
    ['accepted', 'participant'],
    ['pending', 'pending_invitee'],
    ['initial', 'pending_invitee'],
    ['none', null],
  ] as const)('%s → %s', (place, role) => {
    expect(projectRoleOf(actor('client'), placed(place))).toBe(role);
  });

  it('keeps every role a person holds, strongest first', () => {
    expect(projectRolesOf(actor('client'), project({ ownerId: ME, createdById: ME }))).toEqual([
      'owner',
      'creator',
    ]);
  });
});

describe('who may open a project', () => {
  it.each(ROLES)('%s without a place on the project: only with projects.view_all', (role) => {
    expect(canViewProject(actor(role), placed('none'))).toBe(VIEW_ALL.includes(role));
  });

  it.each(['owner', 'cm', 'cso', 'creator', 'accepted'] as const)('a developer who is %s may', (place) => {
    expect(canViewProject(actor('developer'), placed(place))).toBe(true);
  });

  it.each(['pending', 'initial'] as const)('a %s invitee may see only the invitation', (place) => {
    expect(canViewProject(actor('developer'), placed(place))).toBe(false);
    expect(isPendingInviteeOnly(actor('developer'), placed(place))).toBe(true);
    expect(projectAbilities(actor('developer'), placed(place))).toMatchObject({
      view: false,
      answer_invite: true,
    });
  });
});

describe('who may manage', () => {
  const cases: [Role, Place, boolean][] = [
    ['admin', 'none', true],
    ['staff', 'none', true],
    ['pay_admin', 'none', false],
    ['space_lead', 'none', false],
    ['client', 'owner', true],
    ['client', 'creator', false],
    ['client_manager', 'cm', true],
    ['client_manager', 'none', false],
    ['client_support_officer', 'cso', false],
    ['developer', 'accepted', false],
  ];
  it.each(cases)('%s as %s: manage %s', (role, place, expected) => {
    expect(canManageProject(actor(role), placed(place))).toBe(expected);
  });

  it.each(ROLES)('%s: team, timeline, documents on any project only as staff', (role) => {
    const staffLike = role === 'admin' || role === 'staff';
    expect(canManageTeam(actor(role), placed('none'))).toBe(staffLike);
    expect(canManageTimeline(actor(role), placed('none'))).toBe(staffLike);
    expect(canManageDocuments(actor(role), placed('none'))).toBe(staffLike);
    expect(canManageCmCso(actor(role), placed('none'))).toBe(role === 'admin');
  });

  it('freezes team, timeline and documents of archived projects', () => {
    const archived = placed('owner', { archived: true });
    expect(canManageTeam(actor('admin'), archived)).toBe(false);
    expect(canManageDocuments(actor('admin'), archived)).toBe(false);
    expect(canAddClientDocuments(actor('client'), archived)).toBe(false);
    expect(canManageProject(actor('admin'), archived)).toBe(true);
  });

  it('lets the owner and creator add client documents, not a team member', () => {
    expect(canAddClientDocuments(actor('client'), placed('owner'))).toBe(true);
    expect(canAddClientDocuments(actor('client'), placed('creator'))).toBe(true);
    expect(canAddClientDocuments(actor('developer'), placed('accepted'))).toBe(false);
  });

  it('shows settings and the opportunity tools per stage', () => {
    const opportunity = placed('owner', { stage: 'opportunity' });
    expect(projectAbilities(actor('client'), opportunity)).toMatchObject({
      open_settings: false,
      manage_opportunity: false,
      view_shortlist: false,
    });
    expect(projectAbilities(actor('staff'), opportunity)).toMatchObject({
      open_settings: true,
      manage_opportunity: true,
      view_shortlist: true,
    });
    expect(projectAbilities(actor('developer'), placed('accepted')).open_settings).toBe(false);
    expect(projectAbilities(actor('client'), placed('owner')).open_settings).toBe(true);
  });
});

describe('who may change the owner, the currency and the payment structure', () => {
  const cases: [Role, Place, boolean, boolean][] = [
    ['admin', 'none', true, true],
    ['staff', 'none', true, true],
    ['client_manager', 'cm', true, true],
    ['client_support_officer', 'cso', false, true],
    ['client', 'owner', true, true],
    ['client', 'creator', false, false],
    ['client_manager', 'none', false, false],
    ['pay_admin', 'none', false, false],
    ['space_lead', 'none', false, false],
    ['developer', 'accepted', false, false],
  ];
  it.each(cases)('%s as %s: owner slot %s, payment %s', (role, place, owner, payment) => {
    expect(canManageOwner(actor(role), placed(place))).toBe(owner);
    expect(canManagePayment(actor(role), placed(place))).toBe(payment);
    expect(projectAbilities(actor(role), placed(place))).toMatchObject({
      manage_owner: owner,
      manage_payment: payment,
    });
  });

  it('changes no owner on an archived project, as no other team slot', () => {
    expect(canManageOwner(actor('admin'), placed('none', { archived: true }))).toBe(false);
    expect(canManageOwner(actor('client'), placed('owner', { archived: true }))).toBe(false);
  });

  it('leaves an opportunity’s payment to those who manage opportunities', () => {
    const opportunity = (place: Place) => placed(place, { stage: 'opportunity' });
    expect(canManagePayment(actor('staff'), opportunity('none'))).toBe(true);
    expect(canManagePayment(actor('client_manager'), opportunity('cm'))).toBe(false);
  });

  it('opens the settings for a cso, who may change the payment only', () => {
    expect(projectAbilities(actor('client_support_officer'), placed('cso'))).toMatchObject({
      open_settings: true,
      manage: false,
      manage_payment: true,
    });
  });
});

describe('people who cannot contribute yet (onboarding unfinished)', () => {
  it.each(['client', 'client_manager', 'staff', 'admin'] as const)(
    '%s creates no project until they can contribute',
    (role) => {
      expect(canCreateProject(actor(role), 'dedicated')).toBe(true);
      expect(canCreateProject(actor(role, false), 'dedicated')).toBe(false);
      expect(canCreateProject(actor(role, false), 'opportunity')).toBe(false);
    },
  );

  it('keeps project kinds to their permissions', () => {
    expect(canCreateProject(actor('client'), 'managed')).toBe(false);
    expect(canCreateProject(actor('client'), 'opportunity')).toBe(false);
    expect(canCreateProject(actor('client_manager'), 'managed')).toBe(true);
    expect(canCreateProject(actor('developer'), 'dedicated')).toBe(false);
  });

  it('changes no team: no invitations, no team edits, no slots', () => {
    expect(canAddTeamMembers(actor('client', false), placed('owner'))).toBe(false);
    expect(canAddTeamMembers(actor('client'), placed('owner'))).toBe(true);
    expect(canManageTeam(actor('staff', false), placed('none'))).toBe(false);
    expect(canManageCmCso(actor('admin', false), placed('none'))).toBe(false);
    expect(canManageOwner(actor('client_manager', false), placed('cm'))).toBe(false);
    expect(projectAbilities(actor('client', false), placed('owner'))).toMatchObject({
      view: true,
      manage: true,
      add_members: false,
      manage_team: false,
      manage_owner: false,
    });
  });
});
