import { teamActivity } from '@kazi/shared/team/activity';
import type { ProjectDomain } from '../project-core/index.ts';
import { teamCreateStep } from './create-step.ts';
import { teamPatchHandler } from './patch-handler.ts';

/** The team's part of the project core: slots and members on create and PATCH, its feed entries. */
export const teamDomain = {
  name: 'team',
  patchHandlers: [teamPatchHandler],
  createSteps: [teamCreateStep],
  activity: teamActivity,
} satisfies ProjectDomain;
