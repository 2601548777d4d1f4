import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/client.ts';

/**
 * Every minute: folds the +1 / −1 changes the projects trigger appended into the per-key totals
 * (`fold_project_list_counts()`, migration 0010), so that reading a total stays a few rows.
 */
export async function foldProjectListCounts(app: FastifyInstance): Promise<void> {
  const [row] = await queryRows<{ keys: number }>(app.db, sql`select fold_project_list_counts() as keys`);
  if (row?.keys) app.log.debug({ keys: row.keys }, 'project list counts folded');
}
