// @ts-check
// GET /api/skills/ — the skills catalogue behind every skill picker (search as you type).
// Floor: the same two statements as reference/skills.repository.ts searchSkills (page + count,
// run concurrently like the app's Promise.all), as Drizzle emits them.
import { envelope, pageOf } from '../lib/page.mjs';

/** @param {string} term */
const escapeLike = (term) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** @type {import('../lib/types.d.ts').ScenarioGroup} */
export default {
  name: 'skills',
  floor: {
    async '/api/skills/'(sql, request) {
      const window = pageOf(request.query);
      const term = request.query.search?.trim().toLowerCase();
      const type = request.query.type;
      /** @type {string[]} */
      const filters = [];
      /** @type {unknown[]} */
      const params = [];
      if (type) {
        params.push(type);
        filters.push(`"skills"."type" = $${params.length}`);
      }
      let order = '"skills"."name" asc, "skills"."id" asc';
      /** @type {unknown[]} */
      let orderParams = [];
      if (term) {
        const prefix = `${escapeLike(term)}%`;
        params.push(prefix, `% ${prefix}`);
        filters.push(
          `(lower("skills"."name") like $${params.length - 1} or lower("skills"."name") like $${params.length})`,
        );
        const at = params.length;
        order = `case when lower("skills"."name") = $${at + 1} then 0 when lower("skills"."name") like $${at + 2} then 1 else 2 end, ${order}`;
        orderParams = [term, prefix];
      }
      const where = filters.length ? ` where ${filters.join(' and ')}` : '';
      const pageParams = [...params, ...orderParams, window.limit];
      let pageSql = `select "id", "name", "slug", "type" from "skills"${where} order by ${order} limit $${pageParams.length}`;
      if (window.offset) {
        pageParams.push(window.offset);
        pageSql += ` offset $${pageParams.length}`;
      }
      const [rows, [total]] = await Promise.all([
        sql.query(pageSql, pageParams),
        sql.query(`select count(*)::int as n from "skills"${where}`, params),
      ]);
      return envelope(request.url, window, /** @type {number} */ (total?.n ?? 0), rows);
    },
  },
  scenarios: [
    { name: 'skills/?search=java', path: '/api/skills/?search=java', kind: 'list' },
    { name: 'skills/?page_size=50', path: '/api/skills/?page_size=50', kind: 'list' },
  ],
  async facts(sql) {
    const [row] = await sql.query(
      `select count(*)::int as total, count(*) filter (where lower(name) like 'java%' or lower(name) like '% java%')::int as java from skills`,
    );
    return `${row?.total ?? 0} skills (${row?.java ?? 0} match "java")`;
  },
};
