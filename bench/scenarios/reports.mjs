// @ts-check
// Progress events at 1,000,000 (PostgreSQL): the Reports page's list of the large project
// (100,000 events), developer updates and PM reports by status — pending, overdue, completed —
// as staff (admin@demo.test: every type but developer surveys, and their own) and as the client
// who owns it (developer updates, client reports, milestones, and their own; overdue reads pending
// to them, and status=overdue answers nothing).
// Floor: the statements of reports/events.service.ts as Drizzle emits them (captured with the test
// app's query recorder): the session lookup, the project for its caller, the page and its count,
// then what was filed on the page: its reports with their authors and images, and its ratings
// with their people, in two statements run together; the prepared ones under the app's names.

import { envelope, pageOf } from '../lib/page.mjs';
import { dayOf } from '../lib/pg-dates.mjs';
import { PROJECT } from '../lib/project-core.mjs';
import { shapeName } from '../lib/shape-name.mjs';
import { reportsTarget, seedReports } from '../seed-reports.mjs';
import { lookupSession } from './auth.mjs';

/** @typedef {import('../lib/types.d.ts').Sql} Sql */

const ADMIN = { email: 'admin@demo.test', password: 'demo-password' };
const CLIENT = { email: 'client@demo.test', password: 'demo-password' };

const TYPES = ['cm', 'client', 'milestone', 'developer', 'developer_rating', 'developer_survey', 'internal'];
/** reports/policy.ts VISIBLE_TYPES by viewer. */
const VISIBLE = {
  manager: TYPES,
  staff: TYPES.filter((type) => type !== 'developer_survey'),
  talent: ['developer', 'milestone', 'internal'],
  client: ['developer', 'client', 'milestone'],
};
const FORMS = /** @type {Record<string, string>} */ ({
  developer_rating: 'client_rating',
  developer_survey: 'developer_survey',
  cm: 'pm_report',
  milestone: 'pm_report',
  client: 'client_report',
});
const STATUS_LABELS = /** @type {Record<string, string>} */ ({
  completed: 'Completed',
  pending: 'Pending',
  overdue: 'Overdue',
});
const PROGRESS_LABELS = /** @type {Record<string, string>} */ ({
  ahead: 'Ahead of schedule',
  on_schedule: 'On schedule',
  behind_progressing: 'Behind but Progressing',
  behind_stuck: 'Behind and Stuck',
});
const EDIT_WINDOW_MS = 7 * 86_400_000;

const EVENT_COLUMNS = [
  'id',
  'project_id',
  'type',
  'title',
  'due_at',
  'user_id',
  'created_by_id',
  'overdue_at',
  'completed_at',
  'scheduled_on',
  'reminded_at',
  'created_at',
  'updated_at',
]
  .map((column) => `"progress_events"."${column}"`)
  .join(', ');

/**
 * events.repository.ts listWhere: the project, the status, and the types in two disjoint parts:
 * those the viewer sees of anyone (managers: every type), and those they see only their own of.
 * Parameters from $1 on, the way Drizzle numbers them; returns the page's condition, each part's
 * (for the count) and the values.
 * @param {{ projectId: number, viewerId: number, visible: string[] | null, types: string[], status: string, seesOverdue: boolean, now: Date }} filter
 */
function listWhere(filter) {
  /** @type {unknown[]} */
  const values = [filter.projectId];
  const param = (/** @type {unknown} */ value) => {
    values.push(value);
    return `$${values.length}`;
  };
  const list = (/** @type {unknown[]} */ items) => param(`{${items.join(',')}}`);
  const visible = filter.visible;
  const seen = visible ? filter.types.filter((type) => visible.includes(type)) : filter.types;
  const own = visible ? filter.types.filter((type) => !visible.includes(type)) : [];
  /** @type {string[]} */
  const parts = [];
  if (seen.length) parts.push(`"progress_events"."type" = any(${list(seen)}::text[])`);
  if (own.length) {
    parts.push(
      `("progress_events"."type" = any(${list(own)}::text[]) and "progress_events"."user_id" = ${param(filter.viewerId)})`,
    );
  }
  const common = [`"progress_events"."project_id" = $1`];
  if (filter.status === 'completed') common.push(`"progress_events"."completed_at" is not null`);
  else if (filter.status === 'pending')
    common.push(
      filter.seesOverdue
        ? `("progress_events"."completed_at" is null and "progress_events"."overdue_at" >= ${param(filter.now)})`
        : `"progress_events"."completed_at" is null`,
    );
  else
    common.push(
      filter.seesOverdue
        ? `("progress_events"."completed_at" is null and "progress_events"."overdue_at" < ${param(filter.now)})`
        : 'false',
    );
  const types = parts.length > 1 ? `(${parts.join(' or ')})` : (parts[0] ?? 'false');
  return {
    where: `(${[...common, types].join(' and ')})`,
    partWheres: parts.map((part) => `(${[...common, part].join(' and ')})`),
    values,
  };
}

/** The person columns the page joins, aliased (pg answers objects: the names would collide). */
const personColumns = (/** @type {string} */ table, /** @type {string} */ prefix) =>
  ['id', 'first_name', 'last_name', 'email', 'avatar_file_id']
    .map((column) => `"${table}"."${column}" as "${prefix}_${column}"`)
    .join(', ');

/** reports/schemas.ts EVENTS_COUNT_CAP: the count reads at most one match past it. */
const COUNT_CAP = 1000;
const COUNT = (/** @type {string[]} */ partWheres, /** @type {number} */ next) =>
  `select count(*)::int from (${partWheres.map((where) => `(select 1 from "progress_events" where ${where})`).join(' union all ')} limit $${next}) "matches"`;

/** events.repository.ts listProjectEvents: the page, latest due first, with the count on each row. */
const PAGE = (/** @type {string} */ where, /** @type {string[]} */ partWheres, /** @type {number} */ next) =>
  `select ${EVENT_COLUMNS}, ${personColumns('users', 'user')}, ${personColumns('event_creator', 'creator')},
  (${COUNT(partWheres, next + 2)}) as "total"
  from "progress_events" left join "users" on "users"."id" = "progress_events"."user_id"
  left join "users" "event_creator" on "event_creator"."id" = "progress_events"."created_by_id"
  where ${where} order by "progress_events"."due_at" desc, "progress_events"."id" desc limit $${next} offset $${next + 1}`;

const REPORT_COLUMNS = [
  'id',
  'event_id',
  'author_id',
  'percentage',
  'status',
  'accomplished',
  'todo',
  'next_deadline',
  'next_deadline_meet',
  'next_deadline_fail_reason',
  'remarks',
  'stuck_reason',
  'last_deadline_met',
  'deadline_report',
  'deadline_miss_communicated',
  'rate_deliverables',
  'rate_communication',
  'created_at',
  'updated_at',
]
  .map((column) => `"progress_reports"."${column}"`)
  .join(', ');

/** filed.repository.ts attachmentsOfReport: a report's images as one JSON array. */
const ATTACHMENTS_OF_REPORT = `coalesce((
  select json_agg(json_build_object(
    'id', "progress_report_attachments"."id",
    'name', "files"."original_name",
    'size', "files"."size"
  ) order by "progress_report_attachments"."id")
  from "progress_report_attachments" inner join "files" on "files"."id" = "progress_report_attachments"."file_id"
  where "progress_report_attachments"."report_id" = "progress_reports"."id"
), '[]'::json)`;
/**
 * filed.repository.ts findFiledOn: reports (with author and images) and ratings (with developer and
 * rater) of the page's events, prepared, an array of ids.
 */
const REPORTS_ON = `select ${REPORT_COLUMNS}, ${personColumns('report_author', 'author')}, ${ATTACHMENTS_OF_REPORT} as "attachments"
  from "progress_reports" left join "users" "report_author" on "report_author"."id" = "progress_reports"."author_id"
  where "progress_reports"."event_id" = any($1::int[]) order by "progress_reports"."created_at" asc, "progress_reports"."id" asc`;
const RATINGS_ON = `select ${['id', 'event_id', 'user_id', 'created_by_id', 'rating', 'created_at', 'updated_at'].map((column) => `"developer_ratings"."${column}"`).join(', ')},
  ${personColumns('rated_person', 'user')}, ${personColumns('rater', 'rater')}
  from "developer_ratings" left join "users" "rated_person" on "rated_person"."id" = "developer_ratings"."user_id"
  left join "users" "rater" on "rater"."id" = "developer_ratings"."created_by_id"
  where "developer_ratings"."event_id" = any($1::int[]) order by "developer_ratings"."created_at" asc, "developer_ratings"."id" asc`;

/** @param {Record<string, unknown> | undefined} user */
const person = (user) =>
  user?.id
    ? {
        id: user.id,
        display_name: `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim(),
        avatar_url: user.avatar_file_id ? `/api/avatars/${user.avatar_file_id}/` : null,
      }
    : null;
/** @param {Record<string, unknown>} row @param {string} prefix */
const joined = (row, prefix) => ({
  id: row[`${prefix}_id`],
  first_name: row[`${prefix}_first_name`],
  last_name: row[`${prefix}_last_name`],
  avatar_file_id: row[`${prefix}_avatar_file_id`],
});
/** @param {unknown} value */
const iso = (value) => (value instanceof Date ? value.toISOString() : value === null ? null : String(value));

/** @type {import('../lib/types.d.ts').ScenarioGroup} */
export default {
  name: 'reports',
  floor: {
    async '/api/progress-events/'(sql, request) {
      const live = /** @type {Record<string, any> | null} */ (await lookupSession(sql, request.cookies));
      if (!live) return null;
      const projectId = Number(request.query.project);
      // `id` and `status` of the row are the caller's participation's (pg answers objects).
      const [project] = await sql.query(PROJECT, [live.id, live.id, projectId, 1], 'kazi_project_for_user');
      if (!project) return null;
      const staffSide = live.is_admin || live.is_staff || live.type === 3 || live.type === 6;
      const viewer =
        project.cm_id === live.id || project.cso_id === live.id
          ? 'manager'
          : staffSide
            ? 'staff'
            : project.status === 'accepted'
              ? 'talent'
              : 'client';
      const seesOverdue = staffSide || live.type === 1 || live.type === 7;
      const visible = VISIBLE[viewer];
      const now = new Date();
      const window = pageOf(request.query);
      const { where, partWheres, values } = listWhere({
        projectId,
        viewerId: live.id,
        visible: visible.length === TYPES.length ? null : visible,
        types: String(request.query.types).split(','),
        status: String(request.query.status),
        seesOverdue,
        now,
      });
      // Named per shape, as the app names them (no due range here): parsed once per connection.
      // The page carries the count on each row; an empty page past the first asks the count alone.
      const page = PAGE(where, partWheres, values.length + 1);
      const rows = await sql.query(
        page,
        [...values, window.limit, window.offset, COUNT_CAP + 1],
        `kazi_events_page_${shapeName(page)}`,
      );
      const count = COUNT(partWheres, values.length + 1);
      const [total] = rows.length
        ? [{ count: rows[0]?.total }]
        : window.offset
          ? await sql.query(count, [...values, COUNT_CAP + 1], `kazi_events_count_${shapeName(count)}`)
          : [{ count: 0 }];
      const ids = `{${rows.map((row) => row.id).join(',')}}`;
      const [reports, ratings] = rows.length
        ? await Promise.all([
            sql.query(REPORTS_ON, [ids], 'kazi_reports_on_events'),
            sql.query(RATINGS_ON, [ids], 'kazi_ratings_on_events'),
          ])
        : [[], []];
      const results = rows.map((row) => {
        const overdueAt = /** @type {Date} */ (row.overdue_at);
        const status = row.completed_at
          ? 'completed'
          : seesOverdue && now.getTime() > overdueAt.getTime()
            ? 'overdue'
            : 'pending';
        const open = !project.archived && now.getTime() <= overdueAt.getTime() + EDIT_WINDOW_MS;
        const type = /** @type {string} */ (row.type);
        return {
          id: row.id,
          title: row.title,
          type,
          form: FORMS[type] ?? 'update',
          due_at: iso(row.due_at),
          project: { id: projectId, title: project.title },
          user: person(joined(row, 'user')),
          created_by: row.creator_id
            ? {
                id: row.creator_id,
                display_name: `${row.creator_first_name} ${row.creator_last_name}`.trim(),
              }
            : null,
          created_at: iso(row.created_at),
          updated_at: iso(row.updated_at),
          status,
          status_display: STATUS_LABELS[status],
          progress_reports: reports
            .filter((r) => r.event_id === row.id)
            .map((r) => ({
              id: r.id,
              event: { id: r.event_id },
              created_by: person(joined(r, 'author')),
              percentage: r.percentage,
              status: r.status,
              status_display: r.status ? PROGRESS_LABELS[/** @type {string} */ (r.status)] : null,
              accomplished: r.accomplished,
              todo: r.todo,
              next_deadline: dayOf(r.next_deadline),
              next_deadline_meet: r.next_deadline_meet,
              next_deadline_fail_reason: r.next_deadline_fail_reason,
              remarks: r.remarks,
              stuck_reason: r.stuck_reason,
              last_deadline_met: r.last_deadline_met,
              deadline_report: r.deadline_report,
              deadline_miss_communicated: r.deadline_miss_communicated,
              rate_deliverables: r.rate_deliverables,
              rate_communication: r.rate_communication,
              attachments: /** @type {Record<string, unknown>[]} */ (r.attachments).map((a) => ({
                id: a.id,
                name: a.name,
                url: `/api/progress-reports/${r.id}/attachments/${a.id}/`,
                display_size: `${a.size} B`,
              })),
              created_at: iso(r.created_at),
              updated_at: iso(r.updated_at),
              abilities: { edit: r.author_id === live.id && open },
            })),
          developer_ratings: ratings
            .filter((r) => r.event_id === row.id)
            .map((r) => ({
              id: r.id,
              rating: r.rating,
              user: person(joined(r, 'user')) ?? { id: r.user_id, display_name: '', avatar_url: null },
              created_by: person(joined(r, 'rater')),
              event: { id: r.event_id },
              created_at: iso(r.created_at),
              abilities: { edit: r.created_by_id === live.id && open },
            })),
          abilities: { edit: false, file: open && row.user_id === live.id },
        };
      });
      const matches = /** @type {number} */ (total?.count ?? 0);
      return {
        ...envelope(request.url, window, Math.min(matches, COUNT_CAP), results),
        count_capped: matches > COUNT_CAP,
      };
    },
  },
  scenarios: [
    ...['pending', 'overdue', 'completed'].flatMap((status) =>
      [
        { who: 'staff', user: ADMIN },
        { who: 'client', user: CLIENT },
      ].map(({ who, user }) => ({
        name: `reports ${status} (1M, ${who})`,
        path: `/api/progress-events/?project={project}&status=${status}&types=developer,cm`,
        kind: /** @type {const} */ ('list'),
        engines: /** @type {import('../lib/types.d.ts').Engine[]} */ (['postgres']),
        ratioBar: 0.75,
        user,
      })),
    ),
  ],
  async seed(sql) {
    if (sql.engine !== 'postgres') return 'skipped (1,000,000 events run on PostgreSQL only)';
    return seedReports(sql, { large: 100_000, small: 1_800, perSmall: 500 });
  },
  async facts(sql) {
    const target = await reportsTarget(sql);
    const n = (/** @type {number} */ value) => value.toLocaleString('en');
    return (
      `project ${target.id}: ${n(target.events)} events (${n(target.completed)} completed, ` +
      `${n(target.overdue)} overdue, ${n(target.pending)} pending)`
    );
  },
  async vars(sql) {
    return { project: (await reportsTarget(sql)).id };
  },
};
