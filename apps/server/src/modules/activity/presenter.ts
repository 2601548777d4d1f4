import type { ProjectActivity } from '@kazi/shared/projects/schemas';
import { type ProjectCore, presentPerson } from '../project-core/index.ts';
import type { ActivityRow } from './repository.ts';

/** One feed entry: the action, when, the readable sentence and the data with its author. */
export function presentActivity(core: ProjectCore, row: ActivityRow): ProjectActivity {
  const data = (row.data ?? {}) as Record<string, unknown>;
  return {
    id: Number(row.id),
    activity_type: 'project',
    action: row.action,
    timestamp: row.createdAt.toISOString(),
    activity: core.activitySentence(row.action, data),
    data: { ...data, author: row.author?.id ? presentPerson(row.author) : null },
  };
}
