import { z } from 'zod';
import { type Actor, can } from '../auth/permissions.ts';
import type { ProjectAbilitiesPart, ProjectFacts } from '../project-core/abilities.ts';
import { isAskedCandidate } from '../projects/policy.ts';

/**
 * Who may do what with an opportunity's availability polls (ADR 031):
 * - the person asked answers their own poll (available or not) while the opportunity is live (not
 *   archived, not converted) and they are still on the shortlist (a removal marks it `rejected`);
 * - staff who manage opportunities remind the shortlisted people who have not answered.
 */
export function canAnswerPoll(project: ProjectFacts): boolean {
  return isAskedCandidate(project);
}

export function canRemindCandidates(actor: Actor, project: ProjectFacts): boolean {
  return project.stage === 'opportunity' && !project.archived && can(actor, 'opportunity.manage');
}

const pollsAbilitiesSchema = z.object({
  answer_poll: z.boolean(),
  remind_candidates: z.boolean(),
});

export const pollsAbilities: ProjectAbilitiesPart<typeof pollsAbilitiesSchema.shape> = {
  schema: pollsAbilitiesSchema,
  of: (actor, project) => ({
    answer_poll: canAnswerPoll(project),
    remind_candidates: canRemindCandidates(actor, project),
  }),
};

/** What an asked candidate who may not view the project may still do: answer, nothing else. */
export function candidateAbilities(project: ProjectFacts) {
  return { answer_poll: canAnswerPoll(project) };
}
