import { z } from 'zod';
import { can } from '../auth/permissions.ts';
import type { ProjectAbilitiesPart, ProjectActor, ProjectFacts } from '../project-core/abilities.ts';
import { canManageProject, type ProjectRole } from '../projects/policy.ts';

/** Add team members (the owner proposes people; staff set their hours and rates). */
export function canAddTeamMembers(actor: ProjectActor, project: ProjectFacts): boolean {
  if (project.archived || !actor.can_contribute) return false;
  return canManageProject(actor, project) || can(actor, 'project.manage_team');
}

/** Edit the team: hours, payout and client rates, removal, update switches and days, notifications. */
export function canManageTeam(actor: ProjectActor, project: ProjectFacts): boolean {
  return actor.can_contribute && can(actor, 'project.manage_team') && !project.archived;
}

/** Add or remove the client manager and the client support officer (admins only). */
export function canManageCmCso(actor: ProjectActor, project: ProjectFacts): boolean {
  return actor.can_contribute && can(actor, 'project.manage_cm_cso') && !project.archived;
}

/** Payout and client rates of the team (staff and finance). */
function canViewRates(actor: ProjectActor): boolean {
  return can(actor, 'project.view_rates');
}

/** Who looks at a team's money: the actor, whether they may view its rates, whether they own the project. */
export interface RateViewer {
  actorId: number;
  viewRates: boolean;
  ownsProject: boolean;
}

/** The rate viewer on a project the actor opened, from their abilities and roles on it. */
export function rateViewerOn(
  actorId: number,
  project: { abilities: { view_rates: boolean }; roles: readonly ProjectRole[] },
): RateViewer {
  return { actorId, viewRates: project.abilities.view_rates, ownsProject: project.roles.includes('owner') };
}

/**
 * What of one member's money the viewer sees: everything, the rate history too, with
 * `project.view_rates` (staff, finance); the payout side as the member themself; the client side
 * (client rate, monthly total) as the project's owner. Hours are for everyone on the project.
 */
export function ratesSeen(
  viewer: RateViewer,
  memberId: number,
): { payout: boolean; client: boolean; history: boolean } {
  return {
    payout: viewer.viewRates || memberId === viewer.actorId,
    client: viewer.viewRates || viewer.ownsProject,
    history: viewer.viewRates,
  };
}

const teamAbilitiesSchema = z.object({
  add_members: z.boolean(),
  manage_team: z.boolean(),
  manage_cm_cso: z.boolean(),
  view_rates: z.boolean(),
});

/** The team's abilities on a project DTO. */
export const teamAbilities: ProjectAbilitiesPart<typeof teamAbilitiesSchema.shape> = {
  schema: teamAbilitiesSchema,
  of: (actor, project) => ({
    add_members: canAddTeamMembers(actor, project),
    manage_team: canManageTeam(actor, project),
    manage_cm_cso: canManageCmCso(actor, project),
    view_rates: canViewRates(actor),
  }),
};
