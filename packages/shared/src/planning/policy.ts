import { z } from 'zod';
import { type Actor, can } from '../auth/permissions.ts';
import type { ProjectAbilitiesPart, ProjectFacts } from '../project-core/abilities.ts';

/** Milestones, start date and deadline, with the reason of every change (staff only). */
export function canManageTimeline(actor: Actor, project: ProjectFacts): boolean {
  return can(actor, 'project.manage_timeline') && !project.archived;
}

const planningAbilitiesSchema = z.object({ manage_timeline: z.boolean() });

/** Planning's abilities on a project DTO. */
export const planningAbilities: ProjectAbilitiesPart<typeof planningAbilitiesSchema.shape> = {
  schema: planningAbilitiesSchema,
  of: (actor, project) => ({ manage_timeline: canManageTimeline(actor, project) }),
};
