import type { ProjectDomain } from '../project-core/index.ts';
import {
  archiveHandler,
  categoryHandler,
  detailsHandler,
  notificationsHandler,
  stageHandler,
} from './patch-fields.ts';

/** The project's own fields and states in the PATCH pipeline, and their feed entries. */
export const projectsDomain: ProjectDomain = {
  name: 'projects',
  patchHandlers: [detailsHandler, notificationsHandler, categoryHandler, stageHandler, archiveHandler],
  activityKinds: [
    'create',
    'activate',
    'project_updated',
    'project_converted',
    'project_archived',
    'project_unarchived',
    'project_closed',
  ],
};
