import { describe, expect, it } from 'vitest';
import { changedTimelineFields, dueAtToIso, splitMilestones, timelineErrors } from './rules.ts';

const dates = (start_date: string | null, deadline: string | null) => ({ start_date, deadline });

describe('timelineErrors', () => {
  it.each([
    ['first dates, no reason needed', dates(null, null), dates('2026-01-01', '2026-06-30'), '', {}],
    ['no change of a set date', dates('2026-01-01', '2026-06-30'), dates('2026-01-01', '2026-06-30'), '', {}],
    [
      'a set deadline moves without a reason',
      dates('2026-01-01', '2026-06-30'),
      dates('2026-01-01', '2026-07-31'),
      '  ',
      { 'change_log.reason': ['A reason is required to change a date'] },
    ],
    [
      'a set deadline moves with a reason',
      dates('2026-01-01', '2026-06-30'),
      dates('2026-01-01', '2026-07-31'),
      'Scope grew',
      {},
    ],
    [
      'the start is missing',
      dates(null, null),
      dates(null, '2026-06-30'),
      '',
      { start_date: ['Start date is required'] },
    ],
    [
      'the end is missing',
      dates(null, null),
      dates('2026-01-01', null),
      '',
      { deadline: ['End date is required'] },
    ],
    [
      'the start is after the end',
      dates(null, null),
      dates('2026-07-01', '2026-06-30'),
      '',
      { start_date: ['Start date is greater than end date'] },
    ],
    ['the same day is fine', dates(null, null), dates('2026-06-30', '2026-06-30'), '', {}],
  ])('%s', (_name, previous, next, reason, errors) => {
    expect(timelineErrors(previous, next, reason)).toEqual(errors);
  });
});

describe('changedTimelineFields', () => {
  it('lists each changed field once with old and new values', () => {
    expect(changedTimelineFields(dates('2026-01-01', null), dates('2026-01-02', '2026-02-01'))).toEqual([
      { field: 'start_date', previous: '2026-01-01', next: '2026-01-02' },
      { field: 'deadline', previous: null, next: '2026-02-01' },
    ]);
    expect(changedTimelineFields(dates('2026-01-01', null), dates('2026-01-01', null))).toEqual([]);
  });
});

describe('dueAtToIso', () => {
  it.each([
    ['2026-05-01', '2026-05-01T00:00:00.000Z'],
    ['2026-05-01T10:00:00+02:00', '2026-05-01T08:00:00.000Z'],
  ])('%s → %s', (input, output) => {
    expect(dueAtToIso(input)).toBe(output);
  });
});

describe('splitMilestones', () => {
  it('puts upcoming (today included) first by date and past ones latest first', () => {
    const m = (id: number, day: string) => ({ id, due_at: `${day}T00:00:00.000Z` });
    const { upcoming, past } = splitMilestones(
      [m(1, '2026-01-01'), m(2, '2026-05-01'), m(3, '2026-03-10'), m(4, '2026-03-01'), m(5, '2026-02-01')],
      '2026-03-01',
    );
    expect(upcoming.map((x) => x.id)).toEqual([4, 3, 2]);
    expect(past.map((x) => x.id)).toEqual([5, 1]);
  });
});
