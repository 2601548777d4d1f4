import type { Page } from '@kazi/shared/api/pagination';
import { SHORTLIST_ACTIVITY_ACTIONS } from '@kazi/shared/opportunities/activity';
import type { ActivityQuery, ProjectActivity } from '@kazi/shared/projects/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageWindow, toPage } from '../../http/pagination.ts';
import type { SessionActor } from '../../http/session.ts';
import { loadProjectForActor } from '../project-core/index.ts';
import { presentActivity } from './presenter.ts';
import { findActivityPage } from './repository.ts';

/**
 * A page of a project's feed, newest first; a project the actor may not open is 404. The
 * shortlist's entries only for those who see the shortlist (ADR 031).
 */
export async function activityPage(
  app: FastifyInstance,
  request: FastifyRequest,
  actor: SessionActor,
  query: ActivityQuery,
): Promise<Page<ProjectActivity>> {
  const { project, abilities } = await loadProjectForActor(app.db, actor, query.project);
  const hidden = abilities.see_shortlist ? [] : SHORTLIST_ACTIVITY_ACTIONS;
  const { rows, count } = await findActivityPage(app.db, project.id, pageWindow(query), hidden);
  const entries = rows.map((row) => presentActivity(app.projectCore, row));
  return toPage(request, query, count, entries);
}
