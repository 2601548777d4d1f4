import { eventPersonOf } from '@kazi/shared/reports/policy';
import type { ProjectPatchHandler, ProjectRow } from '../project-core/index.ts';
import { passOpenEvents } from './slot-events.repository.ts';

/**
 * The reports part of PATCH projects/{id}/ when the CM or CSO changes (after the team's handler
 * set them): the open client and internal events, which are for whoever holds that place
 * (`eventPersonOf`), are stored as the successor's, so they are under Yours and among the reports
 * they owe. Completed ones keep who they were for. Who may change the places is the team's check.
 */
export const slotEventsPatchHandler: ProjectPatchHandler = {
  phase: 'state',
  keys: ['cm', 'cso'],
  allowed: () => true,
  async apply(tx, _app, ctx) {
    const project: Pick<ProjectRow, 'id' | 'cmId' | 'csoId'> = ctx.loaded.project;
    for (const type of ['client', 'internal'] as const)
      await passOpenEvents(tx, project.id, type, eventPersonOf({ type, userId: null }, project));
  },
};
