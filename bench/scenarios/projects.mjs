// @ts-check
// GET /api/projects/ at 200,000 projects (PostgreSQL): a developer's own dedicated projects (the
// member scope: owner, cm, cso, creator or team member), the same with a title search, and an
// admin's 'Show all projects'. Floor: the statements of projects/list.repository.ts as Drizzle
// emits them (page + count together, the count of 'Show all projects' read from
// project_list_counts, a search's count in the page's statement, then members, next milestones and my participations together), after the same session lookup the app does (the member scope needs the user).
import { envelope, pageOf } from '../lib/page.mjs';
import { seedProjects } from '../seed-projects.mjs';
import { lookupSession } from './auth.mjs';

/** @param {string} term */
const escapeLike = (term) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

const PAGE_COLUMNS = `"projects"."id", "projects"."title", "projects"."category", "projects"."type", "projects"."stage", "projects"."archived", "projects"."expected_start_date", "projects"."expected_end_date", "projects"."deadline", "projects"."created_at", "projects"."owner_id", "projects"."cm_id", "projects"."cso_id", "projects"."created_by_id", "owner"."id", "owner"."first_name", "owner"."last_name", "owner"."email", "owner"."avatar_file_id"`;

/** @param {number} first the number of the first of the five parameters */
const memberScope = (first) => `"projects"."id" = any(array(
    select id from projects where owner_id = $${first}
    union all select id from projects where cm_id = $${first + 1}
    union all select id from projects where cso_id = $${first + 2}
    union all select id from projects where created_by_id = $${first + 3}
    union all select project_id from participations where user_id = $${first + 4}))`;

const MEMBERS = `select t.project_id, t.id, t.first_name, t.last_name, t.email, t.avatar_file_id, t.total::int as total
      from (
        select pa.project_id, u.id, u.first_name, u.last_name, u.email, u.avatar_file_id,
          row_number() over (partition by pa.project_id order by pa.id) as rn,
          count(*) over (partition by pa.project_id) as total
        from participations pa join users u on u.id = pa.user_id
        where pa.project_id = any($1::int[])
      ) t
      where t.rn <= $2
      order by t.project_id, t.rn`;
const MILESTONES = `select distinct on (project_id) project_id, id, title, due_at
      from progress_events
      where project_id = any($1::int[]) and type = 'milestone' and due_at >= $2
      order by project_id, due_at, id`;
const MINE = `select project_id, status from participations
      where user_id = $1 and project_id = any($2::int[])`;

/**
 * @param {import('../lib/types.d.ts').Sql} sql
 * @param {string} pageSql @param {unknown[]} pageParams @param {string} countSql @param {unknown[]} countParams
 */
async function pageAndCount(sql, pageSql, pageParams, countSql, countParams) {
  const [rows, [count]] = await Promise.all([
    sql.query(pageSql, pageParams),
    sql.query(countSql, countParams),
  ]);
  return { rows, total: /** @type {number} */ (count?.n ?? 0) };
}

/**
 * A search: the total comes with the page (`count(*) over ()`), counted apart only past the end.
 * @param {import('../lib/types.d.ts').Sql} sql
 * @param {string} pageSql @param {unknown[]} pageParams @param {number} offset
 * @param {string} countSql @param {unknown[]} countParams
 */
async function searchPage(sql, pageSql, pageParams, offset, countSql, countParams) {
  const rows = await sql.query(pageSql, pageParams);
  if (rows.length || !offset) return { rows, total: /** @type {number} */ (rows[0]?.total ?? 0) };
  const [count] = await sql.query(countSql, countParams);
  return { rows, total: /** @type {number} */ (count?.n ?? 0) };
}

const ADMIN = { email: 'admin@demo.test', password: 'demo-password' };

/** @type {import('../lib/types.d.ts').ScenarioGroup} */
export default {
  name: 'projects',
  floor: {
    async '/api/projects/'(sql, request) {
      const live =
        /** @type {{ id: number, is_admin: boolean, is_staff: boolean, is_pay_admin: boolean, type: number } | null} */ (
          await lookupSession(sql, request.cookies)
        );
      if (!live) return null;
      const window = pageOf(request.query);
      const staffSide =
        live.is_admin ||
        live.is_staff ||
        live.is_pay_admin ||
        live.type === 3 ||
        live.type === 6 ||
        live.type === 7;
      const viewAll = live.is_admin || live.is_staff || live.is_pay_admin || live.type === 7;
      /** @type {unknown[]} */
      const params = [false];
      const filters = ['"projects"."archived" = $1'];
      const add = (/** @type {string} */ column, /** @type {unknown} */ value) => {
        params.push(value);
        filters.push(`${column} = $${params.length}`);
      };
      if (request.query.stage) add('"projects"."stage"', request.query.stage);
      if (!staffSide) add('"projects"."stage"', 'active');
      if (request.query.category) add('"projects"."category"', request.query.category);
      const keyFilters = [...filters];
      const keyParams = [...params];
      const term = request.query.search?.trim().toLowerCase();
      if (term) {
        params.push(`%${escapeLike(term)}%`);
        filters.push(`lower("projects"."title") like $${params.length}`);
      }
      const showsAll = request.query.show_all === 'true' && viewAll;
      if (!showsAll) {
        filters.push(memberScope(params.length + 1));
        params.push(live.id, live.id, live.id, live.id, live.id);
      }
      const where = `(${filters.join(' and ')})`;
      const pageParams = [...params, window.limit, window.offset];
      const pageSql = `select ${term ? '(count(*) over ())::int as "total", ' : ''}${PAGE_COLUMNS} from "projects" left join "users" "owner" on "owner"."id" = "projects"."owner_id" where ${where} order by "projects"."id" desc limit $${pageParams.length - 1} offset $${pageParams.length}`;
      const { rows, total } = term
        ? await searchPage(
            sql,
            pageSql,
            pageParams,
            window.offset,
            `select count(*)::int as n from "projects" where ${where}`,
            params,
          )
        : await pageAndCount(
            sql,
            pageSql,
            pageParams,
            showsAll
              ? `select (coalesce((select sum("project_list_counts"."n") from "project_list_counts" where ${keyFilters.join(' and ').replaceAll('"projects"', '"project_list_counts"')}), 0)
                  + coalesce((select sum("project_list_count_changes"."delta") from "project_list_count_changes" where ${keyFilters.join(' and ').replaceAll('"projects"', '"project_list_count_changes"')}), 0))::int as n`
              : `select count(*)::int as n from "projects" where ${where}`,
            showsAll ? keyParams : params,
          );
      const ids = rows.map((row) => /** @type {number} */ (row.id));
      const [members, milestones, mine] = ids.length
        ? await Promise.all([
            sql.query(MEMBERS, [ids, 5]),
            sql.query(MILESTONES, [ids, new Date().toISOString()]),
            sql.query(MINE, [live.id, ids]),
          ])
        : [[], [], []];
      const results = rows.map((row) => ({
        ...row,
        members: members.filter((m) => m.project_id === row.id),
        next_milestone: milestones.find((m) => m.project_id === row.id) ?? null,
        mine: mine.find((m) => m.project_id === row.id) ?? null,
      }));
      return envelope(request.url, window, total, results);
    },
  },
  scenarios: [
    {
      name: 'projects/?category=dedicated (200k, developer)',
      path: '/api/projects/?category=dedicated',
      kind: 'list',
      engines: ['postgres'],
      ratioBar: 0.75,
    },
    {
      name: 'projects/?search=shop (200k, developer)',
      path: '/api/projects/?category=dedicated&search=shop',
      kind: 'list',
      engines: ['postgres'],
      ratioBar: 0.75,
    },
    {
      name: 'projects/ show_all (200k, admin)',
      path: '/api/projects/?category=dedicated&stage=active&show_all=true',
      kind: 'list',
      engines: ['postgres'],
      ratioBar: 0.75,
      user: ADMIN,
    },
    {
      name: 'projects/ show_all search (200k, admin)',
      path: '/api/projects/?category=dedicated&stage=active&show_all=true&search=company%202718',
      kind: 'list',
      engines: ['postgres'],
      ratioBar: 0.75,
      user: ADMIN,
    },
  ],
  async seed(sql) {
    if (sql.engine !== 'postgres') return 'skipped (200,000 projects run on PostgreSQL only)';
    return seedProjects(sql, { projects: 200_000 });
  },
  async facts(sql) {
    const [row] = await sql.query(
      `select (select count(*)::int from projects) as projects,
              (select count(*)::int from participations where user_id = (select id from users where email = 'dev@demo.test')) as dev_teams`,
    );
    return `${row?.projects ?? 0} projects; dev@demo.test on ${row?.dev_teams ?? 0} teams`;
  },
};
