import { displaySize, documentTypeLabel, type ProjectDocument } from '@kazi/shared/documents/schemas';
import type { DocumentWithFile } from './repository.ts';

const downloadUrl = (documentId: number) => `/api/documents/${documentId}/download/`;

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
