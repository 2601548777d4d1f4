import { documentsDomain } from './documents/domain.ts';
import { opportunitiesDomain } from './opportunities/domain.ts';
import { planningDomain } from './planning/domain.ts';
import type { ProjectDomain } from './project-core/index.ts';
import { projectsDomain } from './projects/domain.ts';
import { reportsDomain } from './reports/domain.ts';
import { teamDomain } from './team/domain.ts';

/**
 * Every project-scoped domain's PATCH handlers, create steps and activity sentences, registered with
 * the project core by app.ts; a new domain adds its `domain.ts` here (one line). Within a PATCH
 * phase and among create steps, this order is the order they run in.
 */
export const PROJECT_DOMAINS = [
  projectsDomain,
  teamDomain,
  planningDomain,
  documentsDomain,
  opportunitiesDomain,
  reportsDomain,
] as const satisfies readonly ProjectDomain[];
