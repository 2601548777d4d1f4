import { projectsActivity } from '@kazi/shared/projects/activity';
import type { ProjectDomain } from '../project-core/index.ts';
import {
  archiveHandler,
  categoryHandler,
  detailsHandler,
  notificationsHandler,
  stageHandler,
} from './patch-fields.ts';

/** The project's own fields and states in the PATCH pipeline, and their feed entries. */
export const projectsDomain = {
  name: 'projects',
  patchHandlers: [detailsHandler, notificationsHandler, categoryHandler, stageHandler, archiveHandler],
  activity: projectsActivity,
} satisfies ProjectDomain;
