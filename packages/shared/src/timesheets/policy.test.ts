import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../auth/permissions.ts';
import type { Role } from '../auth/roles.ts';
import type { ProjectFacts } from '../project-core/abilities.ts';
import { canReviewTimesheets, seesEveryRow, timesheetReviewScope, timesheetRowAbilities } from './policy.ts';

const actor = (role: Role, id = 10) => ({ id, permissions: permissionsOf([role]) });
const project = (facts: Partial<ProjectFacts> = {}): ProjectFacts => ({
  ownerId: 1,
  cmId: 2,
  csoId: 3,
  createdById: 1,
  stage: 'active',
  archived: false,
  myParticipationStatus: null,
  ...facts,
});

describe('who reviews', () => {
  it.each<[Role, number, boolean]>([
    ['admin', 10, true],
    ['staff', 10, true],
    ['client_manager', 2, true],
    ['client_manager', 10, false],
    ['client', 1, false],
    ['developer', 10, false],
    ['pay_admin', 10, false],
  ])('%s (id %i): %s', (role, id, allowed) =>
    expect(canReviewTimesheets(actor(role, id), project())).toBe(allowed),
  );
});

describe('which projects a reviewer’s list covers', () => {
  it.each<[Role, 'any' | 'managed' | null]>([
    ['admin', 'any'],
    ['staff', 'any'],
    ['client_manager', 'managed'],
    ['pay_admin', null],
    ['client', null],
    ['client_support_officer', null],
    ['developer', null],
  ])('%s: %s', (role, scope) => {
    expect(timesheetReviewScope(actor(role))).toBe(scope);
    // The list agrees with the rule for one project: any project, or the ones whose CM they are.
    const managed = project({ cmId: 10 });
    expect(canReviewTimesheets(actor(role), project())).toBe(scope === 'any');
    expect(canReviewTimesheets(actor(role), managed)).toBe(scope !== null);
  });
});

describe('a row', () => {
  const developer = actor('developer', 7);
  const member = project({ myParticipationStatus: 'accepted' });

  it('a developer edits their own open month, never reviews it, and sees only their row', () => {
    expect(timesheetRowAbilities(developer, member, { userId: 7, status: 'pending' })).toEqual({
      edit: true,
      review: false,
      approve: false,
      reopen: false,
    });
    expect(timesheetRowAbilities(developer, member, { userId: 7, status: 'approved' }).edit).toBe(false);
    expect(timesheetRowAbilities(developer, member, { userId: 8, status: 'pending' }).edit).toBe(false);
    expect(seesEveryRow(developer, member)).toBe(false);
  });

  it('a pending invitee or an archived project logs nothing', () => {
    expect(
      timesheetRowAbilities(developer, project({ myParticipationStatus: 'pending' }), {
        userId: 7,
        status: 'pending',
      }).edit,
    ).toBe(false);
    expect(
      timesheetRowAbilities(developer, project({ myParticipationStatus: 'accepted', archived: true }), {
        userId: 7,
        status: 'pending',
      }).edit,
    ).toBe(false);
  });

  it("the project's CM corrects and reviews others' open months; an admin re-opens approved ones", () => {
    const cm = actor('client_manager', 2);
    // A rejected month is approved after all, not rejected again.
    expect(timesheetRowAbilities(cm, project(), { userId: 7, status: 'rejected' })).toEqual({
      edit: true,
      review: false,
      approve: true,
      reopen: false,
    });
    expect(timesheetRowAbilities(cm, project(), { userId: 7, status: 'pending' })).toEqual({
      edit: true,
      review: true,
      approve: true,
      reopen: false,
    });
    expect(timesheetRowAbilities(cm, project(), { userId: 2, status: 'pending' })).toMatchObject({
      review: false,
      approve: false,
    });
    expect(timesheetRowAbilities(cm, project(), { userId: 2, status: 'rejected' }).approve).toBe(false);
    expect(timesheetRowAbilities(cm, project(), { userId: 7, status: 'approved' })).toEqual({
      edit: false,
      review: false,
      approve: false,
      reopen: false,
    });
    expect(timesheetRowAbilities(actor('admin'), project(), { userId: 7, status: 'approved' }).reopen).toBe(
      true,
    );
    // Not their own month: the server refuses that (403), so the grid does not offer it.
    expect(timesheetRowAbilities(actor('admin'), project(), { userId: 10, status: 'approved' }).reopen).toBe(
      false,
    );
    // Nor a month on an invoice or a payout, which stays approved (409).
    const billed = { userId: 7, status: 'approved' as const, billed: true };
    expect(timesheetRowAbilities(actor('admin'), project(), billed).reopen).toBe(false);
  });

  it('a client reads every row and does nothing else', () => {
    const client = actor('client', 1);
    expect(seesEveryRow(client, project())).toBe(true);
    expect(timesheetRowAbilities(client, project(), { userId: 7, status: 'pending' })).toEqual({
      edit: false,
      review: false,
      approve: false,
      reopen: false,
    });
  });
});
