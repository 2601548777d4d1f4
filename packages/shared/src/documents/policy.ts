import { z } from 'zod';
import { type Actor, can } from '../auth/permissions.ts';
import type { ProjectAbilitiesPart, ProjectFacts } from '../project-core/abilities.ts';
import { holds } from '../projects/policy.ts';

/** Upload and delete any document (staff only; never on archived projects). */
export function canManageDocuments(actor: Actor, project: ProjectFacts): boolean {
  return can(actor, 'project.manage_documents') && !project.archived;
}

/** Clients (the owner or the creator) add requirements, wireframes and other documents. */
export function canAddClientDocuments(actor: Actor, project: ProjectFacts): boolean {
  if (project.archived) return false;
  return canManageDocuments(actor, project) || holds(actor, project, 'owner', 'creator');
}

const documentsAbilitiesSchema = z.object({
  manage_documents: z.boolean(),
  add_client_documents: z.boolean(),
});

/** The documents' abilities on a project DTO. */
export const documentsAbilities: ProjectAbilitiesPart<typeof documentsAbilitiesSchema.shape> = {
  schema: documentsAbilitiesSchema,
  of: (actor, project) => ({
    manage_documents: canManageDocuments(actor, project),
    add_client_documents: canAddClientDocuments(actor, project),
  }),
};
