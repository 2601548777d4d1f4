import {
  activitySentence,
  type ProjectActivityAction,
  type ProjectActivityData,
} from '@kazi/shared/projects/activity';
import type { ProjectActivity } from '@kazi/shared/projects/schemas';
import { presentPerson } from '../project-core/index.ts';
import type { ActivityRow } from './repository.ts';

/** One feed entry: the action, when, the readable sentence and the data with its author. */
export function presentActivity(row: ActivityRow): ProjectActivity {
  const data = (row.data ?? {}) as Record<string, unknown>;
  const action = row.action as ProjectActivityAction;
  return {
    id: Number(row.id),
    activity_type: 'project',
    action: row.action,
    timestamp: row.createdAt.toISOString(),
    activity: activitySentence(action, data as unknown as ProjectActivityData[typeof action]),
    data: { ...data, author: row.author?.id ? presentPerson(row.author) : null },
  };
}
