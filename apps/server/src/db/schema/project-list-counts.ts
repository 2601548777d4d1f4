import {
  PROJECT_CATEGORIES as projectCategories,
  PROJECT_STAGES as projectStages,
} from '@kazi/shared/projects/schemas';
import { bigserial, boolean, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';

/**
 * How many projects each (archived, stage, category) holds: the total of a list that filters by
 * nothing else ('Show all projects') is a few rows read instead of a count over most of the table.
 * It is `project_list_counts.n` plus the `project_list_count_changes` not yet folded into it.
 */
export const projectListCounts = pgTable(
  'project_list_counts',
  {
    archived: boolean('archived').notNull(),
    stage: text('stage', { enum: projectStages }).notNull(),
    category: text('category', { enum: projectCategories }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.archived, t.stage, t.category] }),
    oneOf('project_list_counts_stage_check', t.stage, projectStages),
    oneOf('project_list_counts_category_check', t.category, projectCategories),
  ],
);

/**
 * +1 / −1 per project entering or leaving a key, appended by a trigger on `projects` (migration
 * 0010), so that concurrent project writes never wait on a shared counter row; the
 * `projects.fold_list_counts` job folds them into `project_list_counts` every minute.
 */
export const projectListCountChanges = pgTable(
  'project_list_count_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    archived: boolean('archived').notNull(),
    stage: text('stage', { enum: projectStages }).notNull(),
    category: text('category', { enum: projectCategories }).notNull(),
    delta: smallint('delta').notNull(),
  },
  (t) => [
    index('project_list_count_changes_key_idx').on(t.archived, t.stage, t.category),
    oneOf('project_list_count_changes_stage_check', t.stage, projectStages),
    oneOf('project_list_count_changes_category_check', t.category, projectCategories),
  ],
);
