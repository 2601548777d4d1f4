import type { z } from 'zod';
import type { Actor } from '../auth/permissions.ts';
import type { InterestStatus } from '../opportunities/rules.ts';

/**
 * The actor as the project rules see them. Both the server's session actor and the web app's
 * verified user carry `can_contribute`, so one rule serves both ends.
 */
export interface ProjectActor extends Actor {
  can_contribute: boolean;
}

export type ParticipationStatus = 'initial' | 'pending' | 'accepted';

/** What the policy needs to know about a project and the actor's place in it. */
export interface ProjectFacts {
  ownerId: number | null;
  cmId: number | null;
  csoId: number | null;
  createdById: number | null;
  stage: 'opportunity' | 'active';
  archived: boolean;
  /** The actor's own participation status on this project, or null when they have none. */
  myParticipationStatus: ParticipationStatus | null;
  /**
   * The actor's own availability poll on this project (an opportunity they were asked about), or
   * null/absent when they have none; its status is null while unanswered.
   */
  myInterestPoll?: { id: number; status: InterestStatus | null } | null;
}

/**
 * A project-scoped domain's abilities on one project (`<domain>/policy.ts`): their names and
 * types, and the rule that gives them for someone who may view the project. `project-abilities.ts`
 * composes every domain's part into the `abilities` of a project DTO.
 */
export interface ProjectAbilitiesPart<Shape extends Record<string, z.ZodBoolean>> {
  schema: z.ZodObject<Shape>;
  of(actor: ProjectActor, project: ProjectFacts): z.infer<z.ZodObject<Shape>>;
}
