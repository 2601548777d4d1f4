import { describe, expect, it } from 'vitest';
import { PROGRESS_EVENT_TYPES } from '../planning/schemas.ts';
import { asksField, reportBodyFor, reportErrors } from './forms.ts';
import {
  editableUntil,
  formOf,
  isRatedByRatings,
  isStillEditable,
  overdueAt,
  overdueGraceDays,
  type ProgressEventType,
  type ReportForm,
  reportStatus,
} from './rules.ts';
import type { ReportFields } from './schemas.ts';

const DUE = new Date('2027-01-04T17:00:00Z');

describe('overdue grace', () => {
  it.each<[ProgressEventType, number, string]>([
    ['developer', 1, '2027-01-05T17:00:00.000Z'],
    ['cm', 3, '2027-01-07T17:00:00.000Z'],
    ['client', 3, '2027-01-07T17:00:00.000Z'],
    ['milestone', 3, '2027-01-07T17:00:00.000Z'],
    ['developer_rating', 3, '2027-01-07T17:00:00.000Z'],
    ['developer_survey', 3, '2027-01-07T17:00:00.000Z'],
    ['internal', 3, '2027-01-07T17:00:00.000Z'],
  ])('%s: %i day(s), overdue at %s', (type, days, at) => {
    expect(overdueGraceDays(type)).toBe(days);
    expect(overdueAt(type, DUE).toISOString()).toBe(at);
  });

  it('counts hours, not calendar days: a DST change in Europe moves nothing', () => {
    expect(overdueAt('cm', new Date('2027-03-27T17:00:00Z')).toISOString()).toBe('2027-03-30T17:00:00.000Z');
  });
});

describe('status', () => {
  const limit = new Date('2027-01-07T17:00:00Z');
  const before = new Date('2027-01-07T17:00:00Z');
  const after = new Date('2027-01-07T17:00:01Z');
  it.each<[string, boolean, Date, boolean, string]>([
    ['completed, whatever the time', true, after, true, 'completed'],
    ['completed, for a client', true, after, false, 'completed'],
    ['at the limit exactly', false, before, true, 'pending'],
    ['past the limit', false, after, true, 'overdue'],
    ['past the limit, for a client', false, after, false, 'pending'],
  ])('%s: %s', (_case, completed, now, sees, status) =>
    expect(reportStatus({ completed, overdueAt: limit }, now, sees)).toBe(status),
  );
});

describe('edit window', () => {
  const limit = new Date('2027-01-07T17:00:00Z');
  it('runs 7 days past the overdue limit, its last instant included', () => {
    expect(editableUntil(limit).toISOString()).toBe('2027-01-14T17:00:00.000Z');
    expect(isStillEditable(limit, new Date('2027-01-01T00:00:00Z'))).toBe(true);
    expect(isStillEditable(limit, new Date('2027-01-14T17:00:00Z'))).toBe(true);
    expect(isStillEditable(limit, new Date('2027-01-14T17:00:00.001Z'))).toBe(false);
  });
});

describe('forms', () => {
  it.each<[ProgressEventType, ReportForm]>([
    ['developer_rating', 'client_rating'],
    ['developer_survey', 'developer_survey'],
    ['cm', 'pm_report'],
    ['milestone', 'pm_report'],
    ['client', 'client_report'],
    ['developer', 'update'],
    ['internal', 'update'],
  ])('%s → %s', (type, form) => {
    expect(formOf(type)).toBe(form);
    expect(isRatedByRatings(type)).toBe(form === 'client_rating');
  });

  it('every event type has a form', () => {
    for (const type of PROGRESS_EVENT_TYPES) expect(formOf(type)).toBeTruthy();
  });
});

const COMPLETE: ReportFields = {
  status: 'on_schedule',
  percentage: 40,
  accomplished: 'The login page',
  todo: 'The dashboard',
  next_deadline: '2027-02-01',
};
const REQUIRED = 'This field is required.';

describe('what a report must hold (reportErrors)', () => {
  it('an update: the five answers, each named when missing or blank', () => {
    expect(reportErrors('update', COMPLETE)).toEqual({});
    expect(reportErrors('update', {})).toEqual({
      status: [REQUIRED],
      percentage: ['Enter a percentage from 1 to 100.'],
      accomplished: [REQUIRED],
      todo: [REQUIRED],
      next_deadline: [REQUIRED],
    });
    expect(reportErrors('update', { ...COMPLETE, accomplished: '   ' })).toEqual({
      accomplished: [REQUIRED],
    });
  });

  it('a percentage from 1 to 100: 0 is no percentage', () => {
    for (const percentage of [0, 101])
      expect(reportErrors('update', { ...COMPLETE, percentage })).toEqual({
        percentage: ['Enter a percentage from 1 to 100.'],
      });
    expect(reportErrors('update', { ...COMPLETE, percentage: 1 })).toEqual({});
  });

  it('asks a branch’s answers only while it is open (asksField)', () => {
    expect(asksField('stuck_reason', { status: 'behind_stuck' })).toBe(true);
    expect(asksField('stuck_reason', { status: 'on_schedule' })).toBe(false);
    expect(asksField('remarks', { next_deadline_meet: false })).toBe(true);
    expect(asksField('next_deadline_fail_reason', { next_deadline_meet: true })).toBe(false);
    expect(asksField('deadline_report', { last_deadline_met: false })).toBe(true);
    expect(asksField('deadline_miss_communicated', {})).toBe(false);
    expect(asksField('accomplished', {})).toBe(true);
  });

  it('behind and stuck needs its reason', () => {
    expect(reportErrors('update', { ...COMPLETE, status: 'behind_stuck' })).toEqual({
      stuck_reason: [REQUIRED],
    });
    expect(reportErrors('update', { ...COMPLETE, status: 'behind_stuck', stuck_reason: 'poor_doc' })).toEqual(
      {},
    );
  });

  it("a 'No' on the next deadline reveals its reason and remedy but does not require them (§5)", () => {
    expect(reportErrors('update', { ...COMPLETE, next_deadline_meet: false })).toEqual({});
    expect(
      reportErrors('client_report', { ...COMPLETE, rate_deliverables: 3, next_deadline_meet: false }),
    ).toEqual({});
    expect(
      reportErrors('update', {
        ...COMPLETE,
        next_deadline_meet: false,
        next_deadline_fail_reason: 'Waiting for the API keys',
        remarks: 'Asked the client today',
      }),
    ).toEqual({});
    expect(reportErrors('update', { ...COMPLETE, next_deadline_meet: true })).toEqual({});
  });

  it('a client report: the deliverables rating and the next-deadline answer too', () => {
    expect(reportErrors('client_report', COMPLETE)).toEqual({
      rate_deliverables: [REQUIRED],
      next_deadline_meet: [REQUIRED],
    });
    expect(
      reportErrors('client_report', { ...COMPLETE, rate_deliverables: 4, next_deadline_meet: true }),
    ).toEqual({});
  });

  it("a PM report: the last deadline (a 'No' needs its report and whether the client was told) and every developer rated", () => {
    const developers = [7, 8];
    const rated = [
      { user: { id: 7 }, rating: 4 },
      { user: { id: 8 }, rating: 5 },
    ];
    expect(reportErrors('pm_report', COMPLETE, developers)).toEqual({
      last_deadline_met: [REQUIRED],
      developer_ratings: ['Rate every developer on the team.'],
    });
    expect(
      reportErrors(
        'pm_report',
        { ...COMPLETE, last_deadline_met: true, developer_ratings: rated },
        developers,
      ),
    ).toEqual({});
    expect(
      reportErrors(
        'pm_report',
        { ...COMPLETE, last_deadline_met: false, developer_ratings: rated },
        developers,
      ),
    ).toEqual({ deadline_report: [REQUIRED], deadline_miss_communicated: [REQUIRED] });
    expect(
      reportErrors(
        'pm_report',
        {
          ...COMPLETE,
          last_deadline_met: true,
          developer_ratings: [...rated, { user: { id: 9 }, rating: 3 }],
        },
        developers,
      ),
    ).toEqual({ developer_ratings: ['This person is not a developer on this project.'] });
    // A team without developers rates nobody.
    expect(reportErrors('pm_report', { ...COMPLETE, last_deadline_met: true }, [])).toEqual({});
  });

  it('a developer survey holds the communication rating alone; a client survey is answered with ratings', () => {
    expect(reportErrors('developer_survey', {})).toEqual({ rate_communication: [REQUIRED] });
    expect(reportErrors('developer_survey', { rate_communication: 5 })).toEqual({});
    expect(reportErrors('client_rating', COMPLETE)).toEqual({
      non_field_errors: ['A client survey is answered with ratings (developer-rating/).'],
    });
  });

  it("reportBodyFor applies the event type's form to a body", () => {
    expect(reportBodyFor('developer').safeParse(COMPLETE).success).toBe(true);
    const result = reportBodyFor('client').safeParse(COMPLETE);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'next_deadline_meet',
      'rate_deliverables',
    ]);
  });
});
