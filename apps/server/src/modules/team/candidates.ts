import type { Page } from '@kazi/shared/api/pagination';
import { can } from '@kazi/shared/auth/permissions';
import { mayPick, searchesEmails } from '@kazi/shared/team/pickers';
import type { TeamCandidate, TeamCandidatesQuery } from '@kazi/shared/team/schemas';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { pageWindow, toPage } from '../../http/pagination.ts';
import type { SessionActor } from '../../http/session.ts';
import { loadProjectForActor } from '../project-core/index.ts';
import { clientsOfCompanyOf } from './owner-company.repository.ts';
import { presentTeamUser, typeLabel } from './presenter.ts';
import { searchCandidates } from './repository.ts';

/** The owner picker of one project: whom its owner may be handed to by this caller. */
async function ownerCandidatesFor(
  db: Db,
  actor: SessionActor,
  query: { role: string; project?: number | undefined },
) {
  if (query.role !== 'owner' || query.project === undefined) return undefined;
  const loaded = await loadProjectForActor(db, actor, query.project);
  if (!loaded.abilities.manage_owner) throw AppError.forbidden();
  return can(actor, 'project.manage_any') ? undefined : clientsOfCompanyOf(loaded.project.ownerId);
}

/** `team-candidates/`: a page of people the caller may pick for this role (403 for a role they may not pick). */
export async function teamCandidates(
  db: Db,
  request: FastifyRequest,
  actor: SessionActor,
  query: TeamCandidatesQuery,
): Promise<Page<TeamCandidate>> {
  if (!mayPick(actor, query.role)) throw AppError.forbidden();
  const only = await ownerCandidatesFor(db, actor, query);
  const { rows, count } = await searchCandidates(db, query, pageWindow(query), {
    emailPrefix: searchesEmails(actor),
    ...(only ? { only } : {}),
  });
  return toPage(
    request,
    query,
    count,
    rows.map((row) => ({ ...presentTeamUser(row), type_label: typeLabel(row) })),
  );
}
