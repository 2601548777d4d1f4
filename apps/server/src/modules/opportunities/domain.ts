import { opportunitiesActivity } from '@kazi/shared/opportunities/activity';
import type { ProjectDomain } from '../project-core/index.ts';
import { convertPatchHandler } from './convert.ts';

/** An opportunity's part of the project core: its shortlist's and availability's feed entries. */
export const opportunitiesDomain = {
  name: 'opportunities',
  activity: opportunitiesActivity,
  patchHandlers: [convertPatchHandler],
} satisfies ProjectDomain;
