import { can } from '@kazi/shared/auth/permissions';
import { isClientDocumentType } from '@kazi/shared/documents/policy';
import { AppError } from '../../http/errors.ts';
import type { ProjectCreateStep } from '../project-core/index.ts';
import { createProjectDocuments } from './create.ts';

/**
 * The documents part of `POST projects/`: without `project.manage_documents` only the client's
 * types (requirements, wireframes, other); each document's file is the multipart's
 * `documents[i][file]`.
 */
export const documentsCreateStep: ProjectCreateStep = {
  fileFields: [/^documents\[(\d{1,2})\]\[file\]$/],
  maxFiles: 20,
  fromMultipart(fields) {
    const { documents } = fields;
    // `documents[0][title]` arrives as an object keyed by index.
    if (documents && typeof documents === 'object' && !Array.isArray(documents)) {
      return { ...fields, documents: Object.values(documents) };
    }
    return fields;
  },
  check(actor, body) {
    if (can(actor, 'project.manage_documents')) return;
    (body.documents ?? []).forEach((document, index) => {
      if (!isClientDocumentType(document.type)) {
        throw AppError.field(
          `documents.${index}.type`,
          'You may add requirements, wireframes and other documents only',
        );
      }
    });
  },
  async apply(tx, _app, { actor, projectId, body, files, uploads }) {
    const documents = (body.documents ?? []).map((document, index) => ({
      ...document,
      file: files.get(`documents[${index}][file]`) ?? null,
    }));
    await createProjectDocuments(tx, uploads, { projectId, actorId: actor.id, documents });
  },
};
