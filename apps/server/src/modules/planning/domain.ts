import { planningActivity } from '@kazi/shared/planning/activity';
import type { ProjectDomain } from '../project-core/index.ts';
import { timelinePatchHandler } from './patch-handler.ts';

/** Planning's part of the project core: the timeline on PATCH, the milestone feed entries. */
export const planningDomain = {
  name: 'planning',
  patchHandlers: [timelinePatchHandler],
  activity: planningActivity,
} satisfies ProjectDomain;
