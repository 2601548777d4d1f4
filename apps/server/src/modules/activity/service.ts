import type { Page } from '@kazi/shared/api/pagination';
import type { ActivityQuery, ProjectActivity } from '@kazi/shared/projects/schemas';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pageWindow, toPage } from '../../http/pagination.ts';
import type { SessionActor } from '../../http/session.ts';
import { loadProjectForActor } from '../project-core/index.ts';
import { presentActivity } from './presenter.ts';
import { findActivityPage } from './repository.ts';

/** A page of a project's feed, newest first; a project the actor may not open is 404. */
export async function activityPage(
  db: Db,
  request: FastifyRequest,
  actor: SessionActor,
  query: ActivityQuery,
): Promise<Page<ProjectActivity>> {
  const { project } = await loadProjectForActor(db, actor, query.project);
  const { rows, count } = await findActivityPage(db, project.id, pageWindow(query));
  return toPage(request, query, count, rows.map(presentActivity));
}
