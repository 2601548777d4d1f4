import type { ProgressEventType, ProgressStatus } from '@kazi/shared/reports/rules';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** Which events' reports and ratings a viewer reads: every type, or these types and their own. */
export interface HealthScope {
  projectId: number;
  viewerId: number;
  /** Null: every type. */
  visibleTypes: readonly ProgressEventType[] | null;
  /** Reports and ratings filed on or after this instant (a Monday, 00:00 UTC). */
  from: Date;
}

const typeIn = (types: readonly ProgressEventType[]) =>
  sql`e.type in (${sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  )})`;

const visibility = (scope: HealthScope): SQL =>
  scope.visibleTypes === null
    ? sql`true`
    : sql`(${typeIn(scope.visibleTypes)} or e.user_id = ${scope.viewerId})`;

export interface WeekReport {
  week: string;
  percentage: number;
  status: ProgressStatus | null;
}

/** Per week (Monday, UTC) since `from`, the percentage and status of the latest report that has one. */
export async function latestReportPerWeek(db: Db, scope: HealthScope): Promise<WeekReport[]> {
  const rows = await queryRows<{ week: string; percentage: number; status: ProgressStatus | null }>(
    db,
    sql`select distinct on (week)
        to_char(date_trunc('week', r.created_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
        r.percentage, r.status
      from progress_reports r join progress_events e on e.id = r.event_id
      where e.project_id = ${scope.projectId} and r.created_at >= ${scope.from.toISOString()}::timestamptz
        and r.percentage is not null and ${visibility(scope)}
      order by week, r.created_at desc, r.id desc`,
  );
  return rows.map((row) => ({ week: row.week, percentage: Number(row.percentage), status: row.status }));
}

export interface WeekRating {
  userId: number;
  week: string;
  average: number;
}

/**
 * Per developer and week since `from`, the average client rating (ratings on developer_rating
 * events); `onlyOwnOrAssigned`: only the surveys the viewer files or the ratings they gave.
 */
export async function averageRatingPerWeek(
  db: Db,
  scope: HealthScope,
  onlyOwnOrAssigned: boolean,
): Promise<WeekRating[]> {
  const rows = await queryRows<{ user_id: number; week: string; average: number }>(
    db,
    sql`select dr.user_id,
        to_char(date_trunc('week', dr.created_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
        avg(dr.rating)::float8 as average
      from developer_ratings dr join progress_events e on e.id = dr.event_id
      where e.project_id = ${scope.projectId} and e.type = 'developer_rating'
        and dr.created_at >= ${scope.from.toISOString()}::timestamptz
        and ${onlyOwnOrAssigned ? sql`(e.user_id = ${scope.viewerId} or dr.created_by_id = ${scope.viewerId})` : sql`true`}
      group by dr.user_id, week`,
  );
  return rows.map((row) => ({ userId: Number(row.user_id), week: row.week, average: Number(row.average) }));
}
