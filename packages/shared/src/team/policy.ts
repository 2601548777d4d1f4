import { z } from 'zod';
import { can } from '../auth/permissions.ts';
import type { ProjectAbilitiesPart, ProjectActor, ProjectFacts } from '../project-core/abilities.ts';
import { canManageProject } from '../projects/policy.ts';

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
