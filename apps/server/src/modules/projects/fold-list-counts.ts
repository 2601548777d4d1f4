import type { FastifyInstance } from 'fastify';
import { foldListCountChanges } from './list.repository.ts';

/**
 * Every minute: folds the +1 / −1 changes the projects trigger appended into the per-key totals
 * (`fold_project_list_counts()`, migration 0010), so that reading a total stays a few rows.
 */
export async function foldProjectListCounts(app: FastifyInstance): Promise<void> {
  const keys = await foldListCountChanges(app.db);
  if (keys) app.log.debug({ keys }, 'project list counts folded');
}
