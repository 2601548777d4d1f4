/**
 * Who shares an opportunity's shortlist with the client (ADR 031): Kazi's staff side, among whom
 * the client managers (the spec's staff-only "shortlist management"; a client manager works with
 * the client). Anyone else may not; nobody shares from an archived opportunity or a project, but
 * the links sent and the client's answers stay readable once the opportunity is converted.
 */
import { z } from 'zod';
import { type Actor, can } from '../auth/permissions.ts';
import type { ProjectAbilitiesPart, ProjectFacts } from '../project-core/abilities.ts';

/** See the links sent and the client's answers (archived and converted opportunities too). */
export function canSeeShortlistShares(actor: Actor): boolean {
  return can(actor, 'opportunity.share_shortlist');
}

/** Send a new link, or revoke one: on an opportunity that is not archived. */
export function canShareShortlist(actor: Actor, project: ProjectFacts): boolean {
  return project.stage === 'opportunity' && canSeeShortlistShares(actor) && !project.archived;
}

const shortlistShareAbilitiesSchema = z.object({
  see_shortlist_shares: z.boolean(),
  share_shortlist: z.boolean(),
});

/** The shared shortlist's abilities on a project DTO. */
export const shortlistShareAbilities: ProjectAbilitiesPart<typeof shortlistShareAbilitiesSchema.shape> = {
  schema: shortlistShareAbilitiesSchema,
  of: (actor, project) => ({
    see_shortlist_shares: canSeeShortlistShares(actor),
    share_shortlist: canShareShortlist(actor, project),
  }),
};
