/**
 * Every project activity action: the union of the actions each domain declares, with its
 * sentence, in `<domain>/activity.ts` (ADR 021). The database's CHECK on
 * `project_activities.action` is built from this list (ADR 023); a domain that adds actions to
 * `ProjectActivityData` adds its sentences here, or `satisfies` fails.
 */
import { documentsActivity } from './documents/activity.ts';
import { opportunitiesActivity } from './opportunities/activity.ts';
import { planningActivity } from './planning/activity.ts';
import type {
  ActivitySentences,
  ProjectActivityAction,
  ProjectActivityData,
} from './project-core/activity.ts';
import { projectsActivity } from './projects/activity.ts';
import { teamActivity } from './team/activity.ts';

const SENTENCES = {
  ...projectsActivity,
  ...teamActivity,
  ...planningActivity,
  ...documentsActivity,
  ...opportunitiesActivity,
} satisfies ActivitySentences<ProjectActivityData>;

export const PROJECT_ACTIVITY_ACTIONS = Object.keys(SENTENCES) as [
  ProjectActivityAction,
  ...ProjectActivityAction[],
];
