import { z } from 'zod';
import { type Actor, can } from '../auth/permissions.ts';
import type { ProjectAbilitiesPart, ProjectFacts } from '../project-core/abilities.ts';
import { holds } from '../projects/policy.ts';
import { CLIENT_DOCUMENT_TYPES, type DocumentType } from './schemas.ts';

/** Upload and delete any document (staff only; never on archived projects). */
export function canManageDocuments(actor: Actor, project: ProjectFacts): boolean {
  return can(actor, 'project.manage_documents') && !project.archived;
}

/** Clients (the owner or the creator) add requirements, wireframes and other documents. */
export function canAddClientDocuments(actor: Actor, project: ProjectFacts): boolean {
  if (project.archived) return false;
  return canManageDocuments(actor, project) || holds(actor, project, 'owner', 'creator');
}

/** The types a client may add and give their documents: requirements, wireframes and other. */
export function isClientDocumentType(type: string): boolean {
  return (CLIENT_DOCUMENT_TYPES as readonly string[]).includes(type);
}

/**
 * What the actor may do with one document of a project they may view: staff edit and delete any
 * document; a client edits the documents they added themself, of the client's types.
 */
export function documentAbilities(
  project: { manage_documents: boolean; add_client_documents: boolean },
  document: { createdById: number | null; type: DocumentType },
  actorId: number,
): { edit: boolean; delete: boolean } {
  const manage = project.manage_documents;
  const ownClientDocument =
    project.add_client_documents && document.createdById === actorId && isClientDocumentType(document.type);
  return { edit: manage || ownClientDocument, delete: manage };
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
