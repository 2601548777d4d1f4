import { z } from 'zod';
import { type Actor, can } from '../auth/permissions.ts';
import type { ProjectAbilitiesPart, ProjectFacts } from '../project-core/abilities.ts';

/**
 * Who sees and changes an opportunity's talent pool and shortlist (ADR 031). The spec's tab rules:
 * "Shortlist (with total_shortlisted count; not for developers), Talent Pool (not for
 * developers)" and "Staff only: … shortlist management". Read here as:
 * - the Talent Pool: the staff-side roles (`talent_pool.view`: admin, pay admin, staff, space lead,
 *   client managers, support officers), never clients or talents;
 * - the Shortlist: the same staff-side roles (`opportunity.view_shortlist`), and the client who owns
 *   the opportunity (they are who the shortlist is for); never talents, never other clients;
 * - adding and removing: `opportunity.manage` (admin, staff) on an opportunity that is not archived.
 * The talent pool and the changes hold on opportunities only; once converted, the shortlist and
 * its answers stay readable (how the team was chosen), by the same people.
 */
export function canBrowseTalentPool(actor: Actor, project: ProjectFacts): boolean {
  return project.stage === 'opportunity' && can(actor, 'talent_pool.view');
}

export function canSeeShortlist(actor: Actor, project: ProjectFacts): boolean {
  return (
    can(actor, 'opportunity.view_shortlist') || (project.ownerId !== null && project.ownerId === actor.id)
  );
}

/** Whether the actor's role may change shortlists at all (the archived state aside: that is 409). */
export function mayManageShortlists(actor: Actor): boolean {
  return can(actor, 'opportunity.manage');
}

export function canManageShortlist(actor: Actor, project: ProjectFacts): boolean {
  return project.stage === 'opportunity' && !project.archived && mayManageShortlists(actor);
}

/**
 * Whether a talent without a name shows by their e-mail address in the talent pool, the shortlist
 * and the client's answers: staff only (`opportunity.manage`). Everyone else (the client on their
 * shortlist, client managers, support officers) reads 'Candidate #<id>'; the feed stores that too.
 */
export function seesTalentEmails(actor: Actor): boolean {
  return can(actor, 'opportunity.manage');
}

/** Whether a person's payout rate shows in the talent pool and the shortlist. */
export function seesPayoutRates(actor: Actor): boolean {
  return can(actor, 'project.view_rates');
}

const opportunitiesAbilitiesSchema = z.object({
  browse_talent_pool: z.boolean(),
  see_shortlist: z.boolean(),
  manage_shortlist: z.boolean(),
});

export const opportunitiesAbilities: ProjectAbilitiesPart<typeof opportunitiesAbilitiesSchema.shape> = {
  schema: opportunitiesAbilitiesSchema,
  of: (actor, project) => ({
    browse_talent_pool: canBrowseTalentPool(actor, project),
    see_shortlist: canSeeShortlist(actor, project),
    manage_shortlist: canManageShortlist(actor, project),
  }),
};
