import type { ProjectDomain } from '../project-core/index.ts';
import { teamCreateStep } from './create-step.ts';
import { teamPatchHandler } from './patch-handler.ts';

/** The team's part of the project core: slots and members on create and PATCH, its feed entries. */
export const teamDomain: ProjectDomain = {
  name: 'team',
  patchHandlers: [teamPatchHandler],
  createSteps: [teamCreateStep],
  activityKinds: [
    'cm_added',
    'cm_removed',
    'cso_added',
    'cso_removed',
    'project_owner_added',
    'project_owner_removed',
    'developers_added',
    'developers_removed',
    'developers_accepted_invitation',
    'project_participation_updated',
  ],
};
