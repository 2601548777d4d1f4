import type { ReportHealth } from '@kazi/shared/reports/schemas';
import { displayNameOf, type PersonRow, presentPerson } from '../project-core/index.ts';
import type { WeekRating, WeekReport } from './health.repository.ts';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Every week of `mondays` in order, with nulls where nothing was reported; developers by name. */
export function presentHealth(
  mondays: readonly string[],
  reports: readonly WeekReport[],
  ratings: readonly WeekRating[],
  people: ReadonlyMap<number, PersonRow>,
): ReportHealth {
  const byWeek = new Map(reports.map((report) => [report.week, report]));
  const developers = [...people.values()].sort(
    (a, b) => displayNameOf(a).localeCompare(displayNameOf(b)) || a.id - b.id,
  );
  return {
    weeks: mondays.map((week) => ({
      week_start: week,
      percentage: byWeek.get(week)?.percentage ?? null,
      status: byWeek.get(week)?.status ?? null,
    })),
    ratings: developers.map((person) => {
      const averages = new Map(
        ratings
          .filter((rating) => rating.userId === person.id)
          .map((rating) => [rating.week, rating.average]),
      );
      return {
        user: presentPerson(person),
        weeks: mondays.map((week) => {
          const average = averages.get(week);
          return { week_start: week, rating: average === undefined ? null : oneDecimal(average) };
        }),
      };
    }),
  };
}
