import type { InterestStatus } from '@kazi/shared/opportunities/rules';
import { type ProjectAbilities, projectAbilities } from '@kazi/shared/project-abilities';
import {
  canViewProject,
  isCandidateOnly,
  isPendingInviteeOnly,
  type ParticipationStatus,
  type ProjectActor,
  type ProjectFacts,
  type ProjectRole,
  projectRolesOf,
} from '@kazi/shared/projects/policy';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import {
  findProjectsWithParticipation,
  findProjectWithParticipation,
  type ProjectRow,
} from './scope.repository.ts';

export type { ProjectRow };

/** A project as the actor may see it: the row, their place in it and what they may do. */
export interface LoadedProject {
  project: ProjectRow;
  facts: ProjectFacts;
  /** The actor's strongest project role, or null (e.g. staff opening any project). */
  role: ProjectRole | null;
  roles: ProjectRole[];
  abilities: ProjectAbilities;
  myParticipation: { id: number; status: ParticipationStatus } | null;
  /** True when the actor is only a pending invitee: they get the accept-invite view. */
  inviteOnly: boolean;
  /** The actor's own availability poll on the project (status null: not answered), or null. */
  myInterestPoll: { id: number; status: InterestStatus | null } | null;
  /** True when the actor is only asked about this opportunity: they get its Details (ADR 031). */
  candidateOnly: boolean;
}

export interface LoadOptions {
  /** Let a pending invitee through (the detail's reduced view, accept, ask). Default false. */
  allowPendingInvitee?: boolean;
  /** Let an asked candidate through (the detail's reduced view, their poll). Default false. */
  allowCandidate?: boolean;
  /** Lock the project row for the rest of the transaction (writes). */
  forUpdate?: boolean;
}

export function factsOf(
  project: Pick<ProjectRow, 'ownerId' | 'cmId' | 'csoId' | 'createdById' | 'stage' | 'archived'>,
  myParticipationStatus: ParticipationStatus | null,
  myInterestPoll: ProjectFacts['myInterestPoll'] = null,
): ProjectFacts {
  return {
    ownerId: project.ownerId,
    cmId: project.cmId,
    csoId: project.csoId,
    createdById: project.createdById,
    stage: project.stage,
    archived: project.archived,
    myParticipationStatus,
    myInterestPoll,
  };
}

/** Roles and abilities of an actor on a project row they have already loaded. */
export function describeAccess(
  actor: ProjectActor,
  project: ProjectRow,
  myParticipation: { id: number; status: ParticipationStatus } | null,
  myInterestPoll: LoadedProject['myInterestPoll'] = null,
): LoadedProject {
  const facts = factsOf(project, myParticipation?.status ?? null, myInterestPoll);
  const roles = projectRolesOf(actor, facts);
  let abilities: ProjectAbilities | undefined;
  return {
    project,
    facts,
    role: roles[0] ?? null,
    roles,
    // Every domain's part, read by few requests: loading a project asks only canViewProject.
    get abilities() {
      abilities ??= projectAbilities(actor, facts);
      return abilities;
    },
    myParticipation,
    inviteOnly: isPendingInviteeOnly(actor, facts),
    myInterestPoll,
    candidateOnly: isCandidateOnly(actor, facts),
  };
}

/**
 * Loads a project for the actor in one query (the project and the actor's own participation).
 * A project the actor may not open answers 404 (never 403: its existence is not disclosed).
 * Pending invitees get through only with `allowPendingInvitee`, asked candidates only with
 * `allowCandidate`.
 */
export async function loadProjectForActor(
  db: Db,
  actor: ProjectActor,
  projectId: number,
  options: LoadOptions = {},
): Promise<LoadedProject> {
  const row = await findProjectWithParticipation(db, projectId, actor.id, options.forUpdate ?? false);
  if (!row) throw AppError.notFound();
  const loaded = describeRow(actor, row);
  if (canViewProject(actor, loaded.facts)) return loaded;
  if (options.allowPendingInvitee && loaded.inviteOnly) return loaded;
  if (options.allowCandidate && loaded.candidateOnly) return loaded;
  throw AppError.notFound();
}

/**
 * Several projects for the actor in one statement, for ids named inside a body (not the record
 * the request acts on): each id maps to the project as loadProjectForActor loads it, or to null
 * when the actor may not open it (unknown, out of scope, a pending invitation only).
 */
export async function loadProjectsForActor(
  db: Db,
  actor: ProjectActor,
  projectIds: readonly number[],
): Promise<Map<number, LoadedProject | null>> {
  const loaded = new Map<number, LoadedProject | null>(projectIds.map((id) => [id, null]));
  if (!projectIds.length) return loaded;
  for (const row of await findProjectsWithParticipation(db, projectIds, actor.id)) {
    const project = describeRow(actor, row);
    if (canViewProject(actor, project.facts)) loaded.set(row.project.id, project);
  }
  return loaded;
}

function describeRow(
  actor: ProjectActor,
  row: {
    project: ProjectRow;
    participationId: number | null;
    participationStatus: ParticipationStatus | null;
    pollId: number | null;
    pollStatus: InterestStatus | null;
  },
): LoadedProject {
  const mine =
    row.participationId !== null && row.participationStatus !== null
      ? { id: row.participationId, status: row.participationStatus }
      : null;
  const poll = row.pollId !== null ? { id: row.pollId, status: row.pollStatus } : null;
  return describeAccess(actor, row.project, mine, poll);
}
