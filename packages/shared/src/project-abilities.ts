/**
 * The `abilities` of a project DTO: every project-scoped domain's part (`<domain>/policy.ts`),
 * one line per domain (ADR 021). The UI asks these and never re-derives a rule.
 */
import { z } from 'zod';
import { documentsAbilities } from './documents/policy.ts';
import { opportunitiesAbilities } from './opportunities/policy.ts';
import { candidateAbilities, pollsAbilities } from './opportunities/polls-policy.ts';
import { shortlistShareAbilities } from './opportunities/share-policy.ts';
import { planningAbilities } from './planning/policy.ts';
import type { ProjectActor, ProjectFacts } from './project-core/abilities.ts';
import { mergeParts } from './project-core/parts.ts';
import { canViewProject, pendingInviteeAbilities, projectsAbilities } from './projects/policy.ts';
import { reportsAbilities } from './reports/policy.ts';
import { teamAbilities } from './team/policy.ts';
import { timesheetsAbilities } from './timesheets/policy.ts';

const PROJECT_ABILITIES_PARTS = [
  projectsAbilities,
  teamAbilities,
  planningAbilities,
  documentsAbilities,
  timesheetsAbilities,
  reportsAbilities,
  pollsAbilities,
  opportunitiesAbilities,
  shortlistShareAbilities,
] as const;

type Shapes<T extends readonly { schema: z.ZodObject }[]> = T extends readonly [
  infer Head extends { schema: z.ZodObject },
  ...infer Rest extends readonly { schema: z.ZodObject }[],
]
  ? Head['schema']['shape'] & Shapes<Rest>
  : unknown;

export const projectAbilitiesSchema = z.object(
  mergeParts(
    'project abilities',
    PROJECT_ABILITIES_PARTS.map((part) => part.schema.shape),
  ) as Shapes<typeof PROJECT_ABILITIES_PARTS>,
);
export type ProjectAbilities = z.infer<typeof projectAbilitiesSchema>;

export const NO_ABILITIES = Object.fromEntries(
  Object.keys(projectAbilitiesSchema.shape).map((name) => [name, false]),
) as ProjectAbilities;

export function projectAbilities(actor: ProjectActor, project: ProjectFacts): ProjectAbilities {
  // Someone who may not view the project (a pending invitee, an asked candidate) may do nothing else in it.
  if (!canViewProject(actor, project))
    return { ...NO_ABILITIES, ...pendingInviteeAbilities(actor, project), ...candidateAbilities(project) };
  return Object.assign({}, ...PROJECT_ABILITIES_PARTS.map((part) => part.of(actor, project)));
}
