import type { DocumentInput } from '@kazi/shared/documents/schemas';
import { MESSAGES } from '@kazi/shared/messages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { checkUpload, type UploadBatch } from '../files/service.ts';
import { recordProjectActivity } from '../project-core/index.ts';
import type { DocumentRow } from './repository.ts';
import { type DocumentInsert, insertDocuments } from './writes.repository.ts';

/** One document to add: its fields (shared `documentInput`) and, for an upload, the file. */
interface NewDocument extends DocumentInput {
  file?: UploadedFile | null;
}

export interface CreateDocumentsInput {
  projectId: number;
  actorId: number;
  documents: readonly NewDocument[];
  /**
   * Where field errors point: `documents` gives `documents.0.file` (the create wizard's
   * `documents[0][file]`); null gives `file` and `url` (POST documents/, one document).
   */
  field?: string | null;
}

/**
 * Adds documents to a project inside the caller's transaction (Document form): each
 * is a file (its type read from the bytes: 415 otherwise, checked for every file before any is
 * stored) or a link; without either the answer is `{ file: ['Select a file'], url: ['Add a
 * url'] }`. One `project_document_added` activity row lists them. Policy (who may add which type,
 * archived projects) is the caller's. Files go through the `uploads` of the caller's
 * `transactionWithUploads`, which removes their bytes when the transaction fails.
 */
export async function createProjectDocuments(
  tx: Db,
  uploads: UploadBatch,
  input: CreateDocumentsInput,
): Promise<DocumentRow[]> {
  if (!input.documents.length) return [];
  const prefix = input.field === undefined ? 'documents' : input.field;
  const key = (index: number, name: string) => (prefix === null ? name : `${prefix}.${index}.${name}`);

  const errors: Record<string, string[]> = {};
  input.documents.forEach((document, index) => {
    if (!document.file && !document.url) {
      errors[key(index, 'file')] = [MESSAGES.documents.selectFile];
      errors[key(index, 'url')] = [MESSAGES.documents.addUrl];
    }
  });
  if (Object.keys(errors).length) throw AppError.validation(errors);

  const checked = input.documents.map((document) =>
    document.file ? checkUpload(document.file, 'document') : null,
  );
  const values: DocumentInsert[] = [];
  for (const [index, document] of input.documents.entries()) {
    const file = checked[index];
    const stored = file ? await uploads.store(tx, file, input.actorId) : null;
    values.push({
      projectId: input.projectId,
      title: document.title,
      description: document.description || null,
      type: document.type,
      fileId: stored?.id ?? null,
      url: stored ? null : (document.url ?? null),
      status: 'approved',
      createdById: input.actorId,
    });
  }
  const rows = await insertDocuments(tx, values);
  await recordProjectActivity(tx, {
    projectId: input.projectId,
    actorId: input.actorId,
    action: 'project_document_added',
    data: { documents: rows.map((row) => ({ id: row.id, title: row.title })) },
  });
  return rows;
}
