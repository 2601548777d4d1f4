import type { ReportStatus } from '@kazi/shared/reports/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, type Database, fromPglite } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { type EventListFilter, listProjectEvents } from './events.repository.ts';

// A list's page is a named statement, planned once per connection for any project
// (buildListStatements). That plan is costed for an average project: it must still walk a large
// project's events in the page's order, or it sorts all of them on every request.
let database: Database;
let statements: string[] = [];
const LARGE = 1;

beforeAll(async () => {
  database = fromPglite(await createPglite(), { onQuery: (sql) => statements.push(sql) });
  await migrateDatabase(database);
  const run = (sql: string) => database.executeSql(sql);
  await run(`INSERT INTO projects (id, title, category)
    SELECT id, 'P' || id, 'dedicated' FROM generate_series(1, 201) AS id`);
  // 4,000 events on the large project, 40 on each of the others; a fifth of them open.
  await run(`INSERT INTO progress_events (project_id, type, title, due_at, completed_at)
    SELECT project, (ARRAY['developer', 'cm', 'client', 'milestone'])[1 + n % 4], 'E',
      now() - (n || ' hours')::interval, CASE WHEN n % 5 = 0 THEN NULL ELSE now() END
    FROM generate_series(1, 201) AS project,
      generate_series(1, CASE WHEN project = ${LARGE} THEN 4000 ELSE 40 END) AS n`);
  await run('ANALYZE progress_events');
});
afterAll(async () => {
  await database.close();
});

const filter = (
  statuses: ReportStatus[],
  visibleTypes: EventListFilter['visibleTypes'],
): EventListFilter => ({
  projectId: LARGE,
  viewerId: 1,
  visibleTypes,
  types: ['developer', 'cm'],
  dueFrom: null,
  dueBefore: null,
  userIds: null,
  statuses,
  seesOverdue: true,
  now: new Date(),
});

/** The plan PostgreSQL keeps for the page's statement whatever its values. */
async function genericPlanOfPage(list: EventListFilter): Promise<string> {
  statements = [];
  await listProjectEvents(database.db, list, { limit: 20, offset: 0 }, 1000);
  const [page] = statements;
  const { rows } = await database.executeSql(`EXPLAIN (GENERIC_PLAN) ${page}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('a project’s events list, planned once for every project', () => {
  it.each([
    ['pending', 'progress_events_open_due_idx'],
    ['overdue', 'progress_events_open_due_idx'],
    ['completed', 'progress_events_project_due_idx'],
  ] as const)('walks the %s page in its order (%s), sorting nothing', async (status, index) => {
    for (const visibleTypes of [null, ['developer', 'client', 'milestone'] as const]) {
      const plan = await genericPlanOfPage(filter([status], visibleTypes));
      expect(plan).toContain(`Index Scan using ${index} on progress_events`);
      expect(plan).not.toMatch(/\bSort\b/);
    }
  });
});
