import type { ReportHealth } from '@kazi/shared/reports/schemas';
import { describe, expect, it } from 'vitest';
import { hasHealthData, percentageSummary, ratingSummaries } from './summary.ts';

const person = (id: number, display_name: string) => ({ id, display_name, avatar_url: null });
const empty: ReportHealth = {
  weeks: [
    { week_start: '2026-01-05', percentage: null, status: null },
    { week_start: '2026-01-12', percentage: null, status: null },
  ],
  ratings: [{ user: person(1, 'Amina'), weeks: [{ week_start: '2026-01-05', rating: null }] }],
};

describe('project health summaries', () => {
  it('say there is nothing when no week has a report or rating', () => {
    expect(hasHealthData(empty)).toBe(false);
    expect(percentageSummary(empty)).toBe('No progress was reported in the last 12 weeks.');
    expect(ratingSummaries(empty)).toEqual(['No client ratings in the last 12 weeks.']);
  });

  it('count the weeks with a report and name the latest one', () => {
    const health: ReportHealth = {
      weeks: [
        { week_start: '2026-01-05', percentage: 20, status: 'on_schedule' },
        { week_start: '2026-01-12', percentage: null, status: null },
        { week_start: '2026-01-19', percentage: 45, status: 'behind_stuck' },
      ],
      ratings: [],
    };
    expect(hasHealthData(health)).toBe(true);
    expect(percentageSummary(health)).toBe(
      'Over the last 12 weeks, 2 week(s) had a report; the latest reported 45% (Behind and Stuck).',
    );
  });

  it('average each developer’s ratings to one decimal, leaving out those never rated', () => {
    const health: ReportHealth = {
      weeks: [],
      ratings: [
        {
          user: person(1, 'Amina'),
          weeks: [
            { week_start: '2026-01-05', rating: 4 },
            { week_start: '2026-01-12', rating: null },
            { week_start: '2026-01-19', rating: 5 },
            { week_start: '2026-01-26', rating: 5 },
          ],
        },
        { user: person(2, 'Brian'), weeks: [{ week_start: '2026-01-05', rating: null }] },
      ],
    };
    expect(hasHealthData(health)).toBe(true);
    expect(ratingSummaries(health)).toEqual(['Amina: average client rating 4.7 of 5 over 3 rating(s).']);
  });
});
