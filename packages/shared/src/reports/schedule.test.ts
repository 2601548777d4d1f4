import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REPORT_SETTINGS,
  eventsCreatedOn,
  eventsDueFrom,
  eventsDueOn,
  nextDayOf,
  type ScheduledProject,
  surveyOfWeek,
  weekdayIndexOf,
} from './schedule.ts';

const OWNER = 1;
const CM = 2;
const DEV_A = 7;
const DEV_B = 8;

const project = (overrides: Partial<ScheduledProject> = {}): ScheduledProject => ({
  id: 100,
  ownerId: OWNER,
  cmId: CM,
  notificationsDisabled: false,
  settings: DEFAULT_REPORT_SETTINGS,
  members: [
    { userId: DEV_A, updatesEnabled: true, updateDays: [0, 1, 2, 3, 4] },
    { userId: DEV_B, updatesEnabled: true, updateDays: [1, 3] },
  ],
  ...overrides,
});

/** `type:user` of a day's events, sorted. */
const on = (day: string, p: ScheduledProject = project()) =>
  eventsDueOn(day, p)
    .map((event) => `${event.type}:${event.userId}`)
    .sort();

describe('weekdays and survey weeks', () => {
  it.each([
    ['2026-12-28', 0],
    ['2026-12-31', 3],
    ['2027-01-02', 5],
    ['2027-01-03', 6],
    ['2027-01-04', 0],
  ])('%s is weekday %i (Monday 0)', (day, index) => expect(weekdayIndexOf(day)).toBe(index));

  it('alternates every Monday across the year boundary (2026 has 53 ISO weeks) and daylight saving time', () => {
    expect(
      ['2026-12-21', '2026-12-28', '2027-01-04', '2027-01-11', '2027-03-22', '2027-03-29', '2027-04-05'].map(
        surveyOfWeek,
      ),
    ).toEqual(['client', 'developer', 'client', 'developer', 'developer', 'client', 'developer']);
  });

  it('a week keeps one survey from Monday to Sunday', () => {
    for (const day of ['2027-01-04', '2027-01-07', '2027-01-10']) expect(surveyOfWeek(day)).toBe('client');
    expect(surveyOfWeek('2027-01-11')).toBe('developer');
  });

  it('alternates over a long run of Mondays', () => {
    const start = Date.parse('2026-01-05T00:00:00Z');
    const surveys = Array.from({ length: 120 }, (_, week) =>
      surveyOfWeek(new Date(start + week * 7 * 86_400_000).toISOString().slice(0, 10)),
    );
    for (let i = 1; i < surveys.length; i++) expect(surveys[i]).not.toBe(surveys[i - 1]);
  });
});

describe('eventsDueOn', () => {
  it('a Monday of a client-survey week', () => {
    expect(on('2027-01-04')).toEqual(['cm:2', 'developer:7', 'developer_rating:1']);
  });

  it('a Monday of a developer-survey week', () => {
    expect(on('2027-01-11')).toEqual(['cm:2', 'developer:7', 'developer_survey:7', 'developer_survey:8']);
  });

  it('Tuesday to Sunday: updates on update days, the PM report on Thursdays, no surveys', () => {
    expect(on('2027-01-05')).toEqual(['developer:7', 'developer:8']);
    expect(on('2027-01-06')).toEqual(['developer:7']);
    expect(on('2027-01-07')).toEqual(['cm:2', 'developer:7', 'developer:8']);
    expect(on('2027-01-08')).toEqual(['developer:7']);
    expect(on('2027-01-09')).toEqual([]);
    expect(on('2027-01-10')).toEqual([]);
  });

  it("a member's updates switched off; project notifications disabled", () => {
    const off = project({
      members: [
        { userId: DEV_A, updatesEnabled: false, updateDays: [0, 1, 2, 3, 4] },
        { userId: DEV_B, updatesEnabled: true, updateDays: [1, 3] },
      ],
    });
    expect(on('2027-01-05', off)).toEqual(['developer:8']);
    // The surveys still reach a member whose updates are off.
    expect(on('2027-01-11', off)).toEqual(['cm:2', 'developer_survey:7', 'developer_survey:8']);
    expect(on('2027-01-07', project({ notificationsDisabled: true }))).toEqual(['cm:2']);
    expect(on('2027-01-11', project({ notificationsDisabled: true }))).toEqual([
      'cm:2',
      'developer_survey:7',
      'developer_survey:8',
    ]);
  });

  it('no CM: no PM report; no owner: no client survey', () => {
    expect(on('2027-01-07', project({ cmId: null }))).toEqual(['developer:7', 'developer:8']);
    expect(on('2027-01-04', project({ ownerId: null }))).toEqual(['cm:2', 'developer:7']);
  });

  it('no accepted developer: no client survey, which could never be completed (nobody to rate)', () => {
    expect(on('2027-01-04', project({ members: [] }))).toEqual(['cm:2']);
    // One accepted developer, even with updates off, is someone to rate.
    expect(
      on('2027-01-04', project({ members: [{ userId: DEV_B, updatesEnabled: false, updateDays: [] }] })),
    ).toEqual(['cm:2', 'developer_rating:1']);
    expect(eventsDueFrom('2027-01-04', 14, project({ members: [] })).map((e) => e.type)).not.toContain(
      'developer_rating',
    );
  });

  it('each schedule switched off', () => {
    const settings = (changes: Partial<typeof DEFAULT_REPORT_SETTINGS>) =>
      project({ settings: { ...DEFAULT_REPORT_SETTINGS, ...changes } });
    expect(on('2027-01-04', settings({ developer_updates: false }))).toEqual(['cm:2', 'developer_rating:1']);
    expect(on('2027-01-04', settings({ pm_reports: false }))).toEqual(['developer:7', 'developer_rating:1']);
    expect(on('2027-01-04', settings({ client_surveys: false }))).toEqual(['cm:2', 'developer:7']);
    expect(on('2027-01-11', settings({ developer_surveys: false }))).toEqual(['cm:2', 'developer:7']);
  });

  it('due at the due hour (UTC) of the day, which is part of each event', () => {
    const [first] = eventsDueOn(
      '2027-03-29',
      project({ settings: { ...DEFAULT_REPORT_SETTINGS, due_hour: 6 } }),
    );
    expect(first).toMatchObject({ projectId: 100, day: '2027-03-29' });
    expect(first?.dueAt.toISOString()).toBe('2027-03-29T06:00:00.000Z');
    expect(eventsDueOn('2027-03-29', project())[0]?.dueAt.toISOString()).toBe('2027-03-29T17:00:00.000Z');
  });
});

describe('eventsDueFrom', () => {
  it('any 14 days: 10 working days, 2 Mondays, 2 Thursdays, one survey of each kind', () => {
    for (const from of ['2027-01-01', '2027-01-04', '2027-03-24']) {
      const counts: Record<string, number> = {};
      for (const event of eventsDueFrom(from, 14, project())) {
        const key = `${event.type}:${event.userId}`;
        counts[key] = (counts[key] ?? 0) + 1;
      }
      expect(counts).toEqual({
        'developer:7': 10,
        'developer:8': 4,
        'cm:2': 4,
        'developer_rating:1': 1,
        'developer_survey:7': 1,
        'developer_survey:8': 1,
      });
    }
  });

  it('in day order, from the first day', () => {
    const events = eventsDueFrom('2027-01-04', 3, project());
    expect([...new Set(events.map((event) => event.day))]).toEqual([
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
    ]);
  });
});

describe('eventsCreatedOn: what the job running on a day creates, each event before it is due', () => {
  const dueAt = (hour: number) => project({ settings: { ...DEFAULT_REPORT_SETTINGS, due_hour: hour } });
  const JOB_HOUR = 6;

  it('a due hour after the job’s hour: that day’s events', () => {
    const events = eventsCreatedOn('2027-01-04', JOB_HOUR, dueAt(17));
    expect(events).toEqual(eventsDueOn('2027-01-04', dueAt(17)));
    expect(events[0]?.dueAt.toISOString()).toBe('2027-01-04T17:00:00.000Z');
    expect(eventsCreatedOn('2027-01-04', JOB_HOUR, dueAt(7))[0]?.day).toBe('2027-01-04');
  });

  it('a due hour before the job’s hour, or on it: the next day’s, a day ahead', () => {
    // Sunday 3 January runs Monday 4 January's events due at 03:00 (the client survey week's).
    const early = eventsCreatedOn('2027-01-03', JOB_HOUR, dueAt(3));
    expect(early).toEqual(eventsDueOn('2027-01-04', dueAt(3)));
    expect(early.map((event) => `${event.type}@${event.day}`).sort()).toEqual([
      'cm@2027-01-04',
      'developer@2027-01-04',
      'developer_rating@2027-01-04',
    ]);
    // Due at 06:00 on a job whose first run is at 06:07: also a day ahead.
    expect(eventsCreatedOn('2027-01-03', JOB_HOUR, dueAt(6))[0]?.dueAt.toISOString()).toBe(
      '2027-01-04T06:00:00.000Z',
    );
    // A job hour of 0 runs everything on its day, but an event due at midnight a day ahead.
    expect(eventsCreatedOn('2027-01-04', 0, dueAt(17))[0]?.day).toBe('2027-01-04');
    expect(eventsCreatedOn('2027-01-03', 0, dueAt(0))[0]?.day).toBe('2027-01-04');
  });

  it('every event of a run is created before it is due (job hour × due hour, a run at minute 7)', () => {
    for (let jobHour = 0; jobHour < 24; jobHour++) {
      for (let hour = 0; hour < 24; hour++) {
        const run = Date.parse(`2027-01-03T${String(jobHour).padStart(2, '0')}:07:00Z`);
        for (const event of eventsCreatedOn('2027-01-03', jobHour, dueAt(hour)))
          expect(event.dueAt.getTime()).toBeGreaterThan(run);
      }
    }
  });

  it('counts days across months and years', () => {
    expect(nextDayOf('2026-12-31')).toBe('2027-01-01');
    expect(nextDayOf('2028-02-28')).toBe('2028-02-29');
    expect(nextDayOf('2027-03-28')).toBe('2027-03-29');
  });
});
