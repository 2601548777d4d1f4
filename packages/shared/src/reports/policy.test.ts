import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../auth/permissions.ts';
import type { Role } from '../auth/roles.ts';
import { PROGRESS_EVENT_TYPES } from '../planning/schemas.ts';
import type { ProjectFacts } from '../project-core/abilities.ts';
import {
  canAddEvents,
  canConfigureReports,
  canEditFiled,
  canFileEvent,
  canSeeEvent,
  canSeeHealth,
  canViewReportSettings,
  type EventFacts,
  eventPersonOf,
  type ReportViewer,
  reportsAbilities,
  reportsOpenOnTeam,
  reportViewerOf,
  seenByClient,
  seesEveryRating,
  seesOverdue,
  takesOneReport,
  visibleEventTypes,
} from './policy.ts';
import type { ProgressEventType } from './rules.ts';

const OWNER = 1;
const CM = 2;
const CSO = 3;
const ME = 10;

const actor = (role: Role, id = ME) => ({ id, permissions: permissionsOf([role]), can_contribute: true });
const project = (facts: Partial<ProjectFacts> = {}): ProjectFacts => ({
  ownerId: OWNER,
  cmId: CM,
  csoId: CSO,
  createdById: OWNER,
  stage: 'active',
  archived: false,
  myParticipationStatus: null,
  ...facts,
});
const accepted = project({ myParticipationStatus: 'accepted' });

const NOW = new Date('2027-01-10T12:00:00Z');
const event = (facts: Partial<EventFacts> = {}): EventFacts => ({
  type: 'developer',
  userId: ME,
  overdueAt: new Date('2027-01-08T17:00:00Z'),
  ...facts,
});

describe('the viewer a person is on a project', () => {
  it.each<[string, Role, number, ProjectFacts, ReportViewer]>([
    ["the project's CM", 'client_manager', CM, project(), 'manager'],
    ["the project's CSO", 'client_support_officer', CSO, project(), 'manager'],
    ['a CM of other projects', 'client_manager', ME, project(), 'staff'],
    ['an admin', 'admin', ME, project(), 'staff'],
    ['staff', 'staff', ME, project(), 'staff'],
    ['a pay admin', 'pay_admin', ME, project(), 'staff'],
    ['a space lead on the team', 'space_lead', ME, accepted, 'staff'],
    ['an accepted developer', 'developer', ME, accepted, 'talent'],
    ['an accepted designer', 'designer', ME, accepted, 'talent'],
    ['a developer still invited', 'developer', ME, project({ myParticipationStatus: 'pending' }), 'client'],
    ['the owner', 'client', OWNER, project(), 'client'],
  ])('%s: %s', (_who, role, id, facts, viewer) =>
    expect(reportViewerOf(actor(role, id), facts)).toBe(viewer),
  );
});

/** Viewer × type (ADR 030): ✓ sees the type whoever files it. */
const VISIBILITY: Record<ProgressEventType, Record<ReportViewer, boolean>> = {
  cm: { manager: true, staff: true, talent: false, client: false },
  client: { manager: true, staff: true, talent: false, client: true },
  milestone: { manager: true, staff: true, talent: true, client: true },
  developer: { manager: true, staff: true, talent: true, client: true },
  developer_rating: { manager: true, staff: true, talent: false, client: false },
  developer_survey: { manager: true, staff: false, talent: false, client: false },
  internal: { manager: true, staff: true, talent: true, client: false },
};

const VIEWERS: Record<ReportViewer, [Role, number, ProjectFacts]> = {
  manager: ['client_manager', CM, project()],
  staff: ['staff', ME, project()],
  talent: ['developer', ME, accepted],
  client: ['client', OWNER, project()],
};

describe('which events each viewer sees', () => {
  const cases = PROGRESS_EVENT_TYPES.flatMap((type) =>
    (Object.keys(VIEWERS) as ReportViewer[]).map(
      (viewer) => [viewer, type, VISIBILITY[type][viewer]] as const,
    ),
  );
  it.each(cases)('%s × %s: %s', (viewer, type, visible) => {
    const [role, id, facts] = VIEWERS[viewer];
    expect(visibleEventTypes(actor(role, id), facts).includes(type)).toBe(visible);
    // Someone else's event of that type: only by type.
    expect(canSeeEvent(actor(role, id), facts, event({ type, userId: 999 }))).toBe(visible);
    // Their own event: always.
    expect(canSeeEvent(actor(role, id), facts, event({ type, userId: id }))).toBe(true);
  });

  it('an event for nobody is seen by type alone', () => {
    expect(canSeeEvent(actor('developer'), accepted, event({ type: 'internal', userId: null }))).toBe(true);
    expect(canSeeEvent(actor('client', OWNER), project(), event({ type: 'internal', userId: null }))).toBe(
      false,
    );
  });
});

describe('what is shared with the client', () => {
  it('is what the client viewer sees, one rule with the visibility table', () => {
    for (const type of PROGRESS_EVENT_TYPES) expect(seenByClient(type)).toBe(VISIBILITY[type].client);
  });

  it('takes in developer updates, client reports and milestones, not PM reports or internal events', () => {
    expect(PROGRESS_EVENT_TYPES.filter(seenByClient).sort()).toEqual(['client', 'developer', 'milestone']);
  });
});

describe('overdue', () => {
  it.each<[Role, boolean]>([
    ['admin', true],
    ['staff', true],
    ['client_manager', true],
    ['client_support_officer', true],
    ['space_lead', true],
    ['developer', true],
    ['designer', true],
    ['pay_admin', true],
    ['client', false],
  ])('%s sees overdue: %s', (role, sees) => expect(seesOverdue(actor(role))).toBe(sees));
});

describe('who files and edits', () => {
  it.each<[string, Role, number, EventFacts, ProjectFacts, Date, boolean]>([
    ['its person', 'developer', ME, event(), accepted, NOW, true],
    ['someone else, even staff', 'staff', 11, event(), project(), NOW, false],
    ['the CM, for an event of nobody', 'client_manager', CM, event({ userId: null }), project(), NOW, true],
    [
      'the CSO, for an event of nobody',
      'client_support_officer',
      CSO,
      event({ userId: null }),
      project(),
      NOW,
      true,
    ],
    ['staff, for an event of nobody', 'staff', ME, event({ userId: null }), project(), NOW, false],
    [
      'its person on an archived project',
      'developer',
      ME,
      event(),
      { ...accepted, archived: true },
      NOW,
      false,
    ],
    // Overdue at 8 January 17:00: open until 15 January 17:00.
    [
      'its person at the window’s end',
      'developer',
      ME,
      event(),
      accepted,
      new Date('2027-01-15T17:00:00Z'),
      true,
    ],
    ['its person past it', 'developer', ME, event(), accepted, new Date('2027-01-15T17:00:01Z'), false],
  ])('%s: %s', (_who, role, id, facts, projectFacts, now, allowed) =>
    expect(canFileEvent(actor(role, id), projectFacts, facts, now)).toBe(allowed),
  );

  it('a hand-added client or internal event is for whoever holds its place now (eventPersonOf)', () => {
    const OLD_CSO = 20;
    const OLD_CM = 21;
    // Added for the CSO (client) and the CM (internal) of the day; then both were replaced.
    const client = event({ type: 'client', userId: OLD_CSO });
    const internal = event({ type: 'internal', userId: OLD_CM });
    expect(eventPersonOf(client, project())).toBe(CSO);
    expect(eventPersonOf(client, project({ csoId: null }))).toBe(CM);
    expect(eventPersonOf(client, project({ csoId: null, cmId: null }))).toBeNull();
    expect(eventPersonOf(internal, project())).toBe(CM);
    expect(eventPersonOf(internal, project({ cmId: null }))).toBeNull();
    // Every other event keeps its person.
    expect(eventPersonOf(event({ type: 'cm', userId: OLD_CM }), project())).toBe(OLD_CM);
    expect(eventPersonOf(event({ type: 'milestone', userId: null }), project())).toBeNull();

    const files = (role: Role, id: number, e: EventFacts, facts = project()) =>
      canFileEvent(actor(role, id), facts, e, NOW);
    expect(files('client_support_officer', CSO, client)).toBe(true);
    expect(files('client_support_officer', OLD_CSO, client)).toBe(false);
    expect(files('client_manager', CM, client)).toBe(false);
    expect(files('client_manager', CM, client, project({ csoId: null }))).toBe(true);
    expect(files('client_manager', CM, internal)).toBe(true);
    expect(files('client_manager', OLD_CM, internal)).toBe(false);
    expect(files('client_support_officer', CSO, internal)).toBe(false);
    // No CM: an internal event is for nobody in particular, the CSO's to file.
    expect(files('client_support_officer', CSO, internal, project({ cmId: null }))).toBe(true);
    // A PM report stays with the CM it was made for.
    expect(files('client_manager', CM, event({ type: 'cm', userId: OLD_CM }))).toBe(false);
  });

  it('only the author edits what was filed, within the same window, never on archived projects', () => {
    const me = actor('developer');
    expect(canEditFiled(me, accepted, { authorId: ME }, event(), NOW)).toBe(true);
    expect(canEditFiled(me, accepted, { authorId: 11 }, event(), NOW)).toBe(false);
    expect(canEditFiled(me, accepted, { authorId: null }, event(), NOW)).toBe(false);
    expect(canEditFiled(me, { ...accepted, archived: true }, { authorId: ME }, event(), NOW)).toBe(false);
    expect(canEditFiled(me, accepted, { authorId: ME }, event(), new Date('2027-01-16T00:00:00Z'))).toBe(
      false,
    );
  });

  it('an event for nobody takes one report in all; a person’s event theirs; a client survey its ratings', () => {
    expect(takesOneReport(project(), event({ type: 'milestone', userId: null }))).toBe(true);
    expect(
      takesOneReport(project({ cmId: null, csoId: null }), event({ type: 'client', userId: null })),
    ).toBe(true);
    expect(takesOneReport(project(), event({ type: 'client', userId: null }))).toBe(false);
    expect(takesOneReport(project(), event({ type: 'milestone', userId: CM }))).toBe(false);
    expect(takesOneReport(project(), event({ type: 'developer_rating', userId: null }))).toBe(false);
  });
});

describe('configuring, adding events and health', () => {
  it.each<[string, Role, number, boolean]>([
    ['an admin', 'admin', ME, true],
    ['staff', 'staff', ME, true],
    ['the owner', 'client', OWNER, true],
    ['another client', 'client', ME, false],
    ["the project's CM", 'client_manager', CM, false],
    ['a pay admin', 'pay_admin', ME, false],
    ['a developer', 'developer', ME, false],
    ['a CSO', 'client_support_officer', CSO, false],
    ['a space lead', 'space_lead', ME, false],
  ])('%s configures reports: %s', (_who, role, id, allowed) => {
    expect(canConfigureReports(actor(role, id), project())).toBe(allowed);
    expect(canConfigureReports(actor(role, id), project({ archived: true }))).toBe(false);
    // The same people read the settings, archived projects included (read-only there).
    expect(canViewReportSettings(actor(role, id), project())).toBe(allowed);
    expect(canViewReportSettings(actor(role, id), project({ archived: true }))).toBe(allowed);
    const archived = reportsAbilities.of(actor(role, id), project({ archived: true }));
    expect([archived.configure_reports, archived.view_report_settings]).toEqual([false, allowed]);
  });

  // Team for admin-type roles, Yours for everyone else (spec 000 §2.9): not the space lead, who
  // holds `projects.view_all` with them.
  it.each<[Role, boolean]>([
    ['admin', true],
    ['staff', true],
    ['pay_admin', false],
    ['space_lead', false],
    ['client_manager', false],
    ['client_support_officer', false],
    ['client', false],
    ['developer', false],
    ['designer', false],
  ])('the Reports page of %s opens on Team: %s', (role, team) => {
    expect(reportsOpenOnTeam(actor(role))).toBe(team);
    expect(reportsAbilities.of(actor(role), accepted).reports_open_on_team).toBe(team);
  });

  it('staff with the timeline add events, not on archived projects', () => {
    expect(canAddEvents(actor('staff'), project())).toBe(true);
    expect(canAddEvents(actor('admin'), project({ archived: true }))).toBe(false);
    expect(canAddEvents(actor('client_manager', CM), project())).toBe(false);
    expect(canAddEvents(actor('client', OWNER), project())).toBe(false);
  });

  it('everyone but talents sees the health', () => {
    expect(canSeeHealth(actor('developer'), accepted)).toBe(false);
    expect(canSeeHealth(actor('client', OWNER), project())).toBe(true);
    expect(canSeeHealth(actor('client_manager', CM), project())).toBe(true);
    expect(canSeeHealth(actor('space_lead'), accepted)).toBe(true);
  });

  it("the project DTO's abilities", () => {
    expect(reportsAbilities.of(actor('client', OWNER), project())).toEqual({
      see_events_cm: false,
      see_events_client: true,
      see_events_milestone: true,
      see_events_developer: true,
      see_events_developer_rating: false,
      see_events_developer_survey: false,
      see_events_internal: false,
      configure_reports: true,
      view_report_settings: true,
      add_report_events: false,
      see_overdue_reports: false,
      see_report_health: true,
      see_team_reports_as_client: true,
      reports_open_on_team: false,
    });
    expect(reportsAbilities.of(actor('staff'), project())).toEqual({
      see_events_cm: true,
      see_events_client: true,
      see_events_milestone: true,
      see_events_developer: true,
      see_events_developer_rating: true,
      see_events_developer_survey: false,
      see_events_internal: true,
      configure_reports: true,
      view_report_settings: true,
      add_report_events: true,
      see_overdue_reports: true,
      see_report_health: true,
      see_team_reports_as_client: false,
      reports_open_on_team: true,
    });
    expect(reportsAbilities.of(actor('developer'), accepted)).toMatchObject({
      configure_reports: false,
      view_report_settings: false,
      see_overdue_reports: true,
      see_report_health: false,
      see_team_reports_as_client: false,
      reports_open_on_team: false,
    });
  });
});

describe('who reads every developer rating', () => {
  it('managers and staff, who see client surveys; not the team, nor the client', () => {
    expect(seesEveryRating(actor('client_manager', CM), project())).toBe(true);
    expect(seesEveryRating(actor('admin'), project())).toBe(true);
    expect(seesEveryRating(actor('developer'), accepted)).toBe(false);
    expect(seesEveryRating(actor('client', OWNER), project())).toBe(false);
  });
});
