import type { ProjectDomain } from '../project-core/index.ts';
import { slotEventsPatchHandler } from './slot-handler.ts';

/** Reports' part of the project core: open hand-added events follow a new CM or CSO. */
export const reportsDomain = {
  name: 'reports',
  patchHandlers: [slotEventsPatchHandler],
} satisfies ProjectDomain;
