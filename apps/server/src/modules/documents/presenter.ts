import {
  CLIENT_DOCUMENT_TYPES,
  type DocumentType,
  displaySize,
  documentTypeLabel,
  type ProjectDocument,
} from '@kazi/shared/documents/schemas';
import type { LoadedProject } from '../project-core/index.ts';
import type { DocumentWithFile } from './repository.ts';

const downloadUrl = (documentId: number) => `/api/documents/${documentId}/download/`;

/** Staff edit and delete any document; a client edits the documents they added (of their types). */
export function documentAbilities(loaded: LoadedProject, row: DocumentWithFile['document'], actorId: number) {
  const manage = loaded.abilities.manage_documents;
  const ownClientDocument =
    loaded.abilities.add_client_documents &&
    row.createdById === actorId &&
    (CLIENT_DOCUMENT_TYPES as readonly DocumentType[]).includes(row.type);
  return { edit: manage || ownClientDocument, delete: manage };
}

export function presentDocument(
  { document, file, creator }: DocumentWithFile,
  abilities: { edit: boolean; delete: boolean },
): ProjectDocument {
  return {
    id: document.id,
    title: document.title,
    description: document.description,
    type: document.type,
    type_display: documentTypeLabel(document.type),
    status: document.status,
    file: file
      ? {
          name: file.originalName,
          size: file.size,
          mime_type: file.mimeType,
          display_size: displaySize(file.size),
        }
      : null,
    url: document.url,
    download_url: file ? downloadUrl(document.id) : null,
    project: { id: document.projectId },
    created_by: creator
      ? { id: creator.id, display_name: `${creator.firstName} ${creator.lastName}`.trim() || creator.email }
      : null,
    created_at: document.createdAt.toISOString(),
    abilities,
  };
}
