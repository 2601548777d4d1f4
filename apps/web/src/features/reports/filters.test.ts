import { describe, expect, it } from 'vitest';
import {
  eventsListQuery,
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

describe('filter choices', () => {
  it('offer overdue only to those who see it', () => {
    expect(filterStatusesOf(abilities({}))).toEqual(['completed', 'pending', 'overdue']);
    expect(filterStatusesOf(abilities({ see_overdue_reports: false }))).toEqual(['completed', 'pending']);
  });

  it('offer the tab’s types the caller sees', () => {
    expect(filterTypesOf('client', abilities({ see_team_reports_as_client: true }))).toEqual(['client']);
    expect(filterTypesOf('team', abilities({ see_report_health: false }))).toEqual([
      'developer',
      'internal',
      'milestone',
    ]);
    expect(filterTypesOf('client', abilities({}))).toEqual(['client', 'developer_rating']);
  });
});
