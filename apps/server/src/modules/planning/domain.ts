import type { ProjectDomain } from '../project-core/index.ts';
import { timelinePatchHandler } from './patch-handler.ts';

/** Planning's part of the project core: the timeline on PATCH, the milestone feed entries. */
export const planningDomain: ProjectDomain = {
  name: 'planning',
  patchHandlers: [timelinePatchHandler],
  activityKinds: [
    'timeline_updated',
    'progress_event_added',
    'progress_event_updated',
    'progress_event_removed',
    'progress_report',
  ],
};
