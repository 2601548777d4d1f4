import { permissionsOf } from '@kazi/shared/auth/permissions';
import type { Role } from '@kazi/shared/auth/roles';
import { projectAbilities } from '@kazi/shared/project-abilities';
import { describe, expect, it } from 'vitest';
import {
  appliedFilters,
  eventsListQuery,
  filterCount,
  filterStatusesOf,
  filterTypesOf,
  hasFilters,
  NO_FILTERS,
  readPage,
  readReportFilters,
  reportFilterParams,
} from './filters.ts';

const abilities = (part: Record<string, boolean>) =>
  ({
    see_overdue_reports: true,
    see_report_health: true,
    see_team_reports_as_client: false,
    ...part,
  }) as never;

/** The abilities the server gives a role in a place on the project (reports/policy.ts). */
const abilitiesOf = (role: Role, place: 'owner' | 'cm' | 'participant' | 'none') =>
  projectAbilities(
    { id: 1, permissions: permissionsOf([role]), can_contribute: true },
    {
      ownerId: place === 'owner' ? 1 : 2,
      cmId: place === 'cm' ? 1 : 3,
      csoId: null,
      createdById: null,
      stage: 'active',
      archived: false,
      myParticipationStatus: place === 'participant' ? 'accepted' : null,
    },
  );

describe('filters in the URL', () => {
  it('round-trip through the search params', () => {
    const filters = {
      types: ['developer', 'cm'] as const,
      from: '2026-11-01',
      to: '2026-11-30',
      users: [4, 7],
      statuses: ['overdue'] as const,
    };
    const params = new URLSearchParams(
      reportFilterParams({ ...filters, types: [...filters.types], statuses: [...filters.statuses] }, 3),
    );
    expect(params.toString()).toBe(
      'types=developer%2Ccm&from=2026-11-01&to=2026-11-30&users=4%2C7&status=overdue&page=3',
    );
    expect(readReportFilters(params)).toEqual({
      ...filters,
      types: ['developer', 'cm'],
      statuses: ['overdue'],
    });
    expect(readPage(params)).toBe(3);
  });

  it('leave out what is unknown or malformed', () => {
    const params = new URLSearchParams(
      'types=developer,nope&from=1/2/2026&users=3,x,3&status=late,pending&page=-1',
    );
    expect(readReportFilters(params)).toEqual({
      types: ['developer'],
      from: '',
      to: '',
      users: [3],
      statuses: ['pending'],
    });
    expect(readPage(params)).toBe(1);
  });

  it('empty filters make no params', () => {
    expect(reportFilterParams(NO_FILTERS)).toEqual({});
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, to: '2026-01-01' })).toBe(true);
  });
});

describe('eventsListQuery', () => {
  it('Yours lists the caller’s own events', () => {
    expect(eventsListQuery(5, 'yours', { ...NO_FILTERS, users: [9] }, 1, 42)).toEqual({
      project: 5,
      page: 1,
      page_size: 20,
      users: '42',
    });
  });

  it('Team and Client list their types, narrowed by the chosen ones inside them', () => {
    expect(eventsListQuery(5, 'team', NO_FILTERS, 2, 42).types).toBe(
      'developer,cm,internal,milestone,developer_survey',
    );
    expect(eventsListQuery(5, 'client', NO_FILTERS, 1, 42).types).toBe('client,developer_rating');
    const chosen = { ...NO_FILTERS, types: ['client' as const, 'developer' as const] };
    expect(eventsListQuery(5, 'client', chosen, 1, 42).types).toBe('client');
  });

  it('dates, people and statuses become the API’s filters', () => {
    const query = eventsListQuery(
      5,
      'team',
      { types: [], from: '2026-01-01', to: '2026-01-31', users: [3, 4], statuses: ['pending', 'overdue'] },
      1,
      42,
    );
    expect(query).toMatchObject({
      daterange_0: '2026-01-01',
      daterange_1: '2026-01-31',
      users: '3,4',
      status: 'pending,overdue',
    });
  });
});

describe('filters carried to another tab', () => {
  // Set on Team (a person, a Team type) and on Client (a Client type), then kept in the URL.
  const carried = {
    types: ['developer' as const, 'client' as const],
    from: '',
    to: '',
    users: [4],
    statuses: [],
  };

  it('apply only where they mean something: no people on Yours, each tab its own types', () => {
    expect(appliedFilters('yours', carried)).toEqual({ ...carried, users: [] });
    expect(appliedFilters('team', carried)).toEqual({ ...carried, types: ['developer'] });
    expect(appliedFilters('client', carried)).toEqual({ ...carried, types: ['client'] });
  });

  it('count only those that apply, so Yours with a person alone says no filter and is not filtered', () => {
    const person = { ...NO_FILTERS, users: [4] };
    expect(filterCount(person)).toBe(1);
    expect(filterCount(appliedFilters('yours', person))).toBe(0);
    expect(hasFilters(appliedFilters('yours', person))).toBe(false);
    expect(filterCount(appliedFilters('team', person))).toBe(1);
    // Types of the Team tab on Client: the tab's own list, unfiltered.
    const teamTypes = { ...NO_FILTERS, types: ['developer' as const, 'cm' as const] };
    expect(filterCount(appliedFilters('client', teamTypes))).toBe(0);
    expect(eventsListQuery(5, 'client', teamTypes, 1, 42).types).toBe('client,developer_rating');
    expect(filterCount(appliedFilters('team', teamTypes))).toBe(1);
  });

  it('count a date range once, and statuses wherever they are', () => {
    const all = {
      types: [],
      from: '2026-01-01',
      to: '2026-01-31',
      users: [],
      statuses: ['pending' as const],
    };
    expect(filterCount(all)).toBe(2);
    expect(filterCount(appliedFilters('yours', all))).toBe(2);
    expect(filterCount({ ...NO_FILTERS, to: '2026-01-31' })).toBe(1);
  });
});

describe('filter choices', () => {
  it('offer overdue only to those who see it', () => {
    expect(filterStatusesOf(abilities({}))).toEqual(['completed', 'pending', 'overdue']);
    expect(filterStatusesOf(abilities({ see_overdue_reports: false }))).toEqual(['completed', 'pending']);
  });

  it('offer the tab’s types the caller sees, as the server’s abilities say', () => {
    expect(filterTypesOf('team', abilitiesOf('client', 'owner'))).toEqual(['developer', 'milestone']);
    expect(filterTypesOf('client', abilitiesOf('client', 'owner'))).toEqual(['client']);
    expect(filterTypesOf('team', abilitiesOf('developer', 'participant'))).toEqual([
      'developer',
      'internal',
      'milestone',
    ]);
    expect(filterTypesOf('client', abilitiesOf('developer', 'participant'))).toEqual([]);
    // Staff see every type but developer surveys; the project's CM sees those too.
    expect(filterTypesOf('team', abilitiesOf('admin', 'none'))).toEqual([
      'developer',
      'cm',
      'internal',
      'milestone',
    ]);
    expect(filterTypesOf('team', abilitiesOf('client_manager', 'cm'))).toContain('developer_survey');
    expect(filterTypesOf('client', abilitiesOf('admin', 'none'))).toEqual(['client', 'developer_rating']);
    expect(filterTypesOf('yours', abilitiesOf('client', 'owner'))).toContain('developer_rating');
  });
});
