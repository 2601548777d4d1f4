import { format } from '@kazi/shared/messages/format';
import { reportsMessages } from '@kazi/shared/messages/reports';
import { PROGRESS_STATUS_LABELS } from '@kazi/shared/reports/rules';
import type { ReportHealth } from '@kazi/shared/reports/schemas';

const H = reportsMessages.reports.health;

/** Whether the 12 weeks hold anything to draw: a reported percentage or a client rating. */
export function hasHealthData(health: ReportHealth): boolean {
  return (
    health.weeks.some((week) => week.percentage !== null) ||
    health.ratings.some((row) => row.weeks.some((week) => week.rating !== null))
  );
}

/** The percentage chart in one sentence: how many weeks had a report, and the latest one. */
export function percentageSummary(health: ReportHealth): string {
  const reported = health.weeks.filter((week) => week.percentage !== null);
  const latest = reported.at(-1);
  if (!latest || latest.percentage === null) return H.summaryNoReports;
  return format(H.summaryPercentage, {
    count: reported.length,
    percentage: latest.percentage,
    status: latest.status ? PROGRESS_STATUS_LABELS[latest.status] : '—',
  });
}

/** The ratings chart as one sentence per developer rated in the 12 weeks. */
export function ratingSummaries(health: ReportHealth): string[] {
  const lines = health.ratings.flatMap((row) => {
    const ratings = row.weeks.flatMap((week) => (week.rating === null ? [] : [week.rating]));
    if (!ratings.length) return [];
    const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
    return [
      format(H.summaryRating, {
        name: row.user.display_name,
        average: Number(average.toFixed(1)),
        count: ratings.length,
      }),
    ];
  });
  return lines.length ? lines : [H.summaryNoRatings];
}
