import type { Actor } from '@kazi/shared/auth/permissions';
import { CARD_AVATAR_LIMIT, todayIso } from '@kazi/shared/projects/rules';
import type { ProjectDetail, ProjectList, ProjectListQuery } from '@kazi/shared/projects/schemas';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pageWindow, toPage } from '../../http/pagination.ts';
import type { LoadedProject } from '../project-core/index.ts';
import { loadDetailParts } from './detail.repository.ts';
import {
  findCardMembers,
  findMyParticipations,
  findNextMilestones,
  findProjectPageAndCount,
} from './list.repository.ts';
import { presentCards, presentDetail } from './presenter.ts';

/**
 * A page of project cards for the actor: the page and its count (one statement when searching), then members (5 per project
 * and each team's size), next milestones and the actor's own participations — five statements
 * whatever the page size.
 */
export async function listProjectCards(
  db: Db,
  request: FastifyRequest,
  actor: Actor,
  query: ProjectListQuery,
  archived: boolean,
): Promise<ProjectList> {
  const { rows, count } = await findProjectPageAndCount(db, actor, query, archived, pageWindow(query));
  const ids = rows.map((row) => row.id);
  const [members, milestones, mine] = await Promise.all([
    findCardMembers(db, ids, CARD_AVATAR_LIMIT),
    findNextMilestones(db, ids, new Date()),
    findMyParticipations(db, actor.id, ids),
  ]);
  return toPage(request, query, count, presentCards(actor, rows, members, milestones, mine));
}

/** The project DTO for a project already loaded for the actor. */
export async function projectDetail(db: Db, actor: Actor, loaded: LoadedProject): Promise<ProjectDetail> {
  const now = new Date();
  const parts = await loadDetailParts(db, loaded.project, now);
  return presentDetail(actor, loaded, parts, todayIso(now));
}
