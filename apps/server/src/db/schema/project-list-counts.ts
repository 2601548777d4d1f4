import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { projectCategories, projectStages } from './projects.ts';

/**
 * How many projects each (archived, stage, category) holds, kept exact by a trigger on
 * `projects` (migration 0010_project_list_counts): the total of a list that filters by nothing else ('Show all
 * projects') is one row read instead of a count over a large part of the table.
 */
export const projectListCounts = pgTable(
  'project_list_counts',
  {
    archived: boolean('archived').notNull(),
    stage: text('stage', { enum: projectStages }).notNull(),
    category: text('category', { enum: projectCategories }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.archived, t.stage, t.category] })],
);
