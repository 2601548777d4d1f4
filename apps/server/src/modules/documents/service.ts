import type { PageQuery } from '@kazi/shared/api/pagination';
import { can } from '@kazi/shared/auth/permissions';
import { documentAbilities, isClientDocumentType } from '@kazi/shared/documents/policy';
import {
  type DocumentPatchBody,
  type DocumentType,
  documentCreateBody,
  type ProjectDocument,
} from '@kazi/shared/documents/schemas';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, issuesToFields } from '../../http/errors.ts';
import { type MultipartSpec, readMultipart, type UploadedFile } from '../../http/multipart.ts';
import { pageWindow } from '../../http/pagination.ts';
import type { SessionActor } from '../../http/session.ts';
import { recordAudit } from '../audit/repository.ts';
import { transactionWithUploads } from '../files/service.ts';
import { type LoadedProject, loadProjectForActor, recordProjectActivity } from '../project-core/index.ts';
import { createProjectDocuments } from './create.ts';
import { notifyDocumentChange } from './notify.ts';
import { presentDocument } from './presenter.ts';
import type { DocumentRow } from './repository.ts';
import { type DocumentWithFile, findDocument, listDocuments } from './repository.ts';
import { type DocumentUpdate, updateLiveDocument } from './writes.repository.ts';

const D = MESSAGES.documents;

/** Archived projects keep their documents as they are (409 for staff; 403 for everyone else). */
function assertOpen(actor: SessionActor, loaded: LoadedProject): void {
  if (loaded.project.archived && can(actor, 'project.manage_documents')) throw AppError.conflict(D.archived);
}

export async function listProjectDocuments(
  app: FastifyInstance,
  actor: SessionActor,
  query: PageQuery & { project: number; type?: DocumentType | undefined },
): Promise<{ rows: ProjectDocument[]; count: number }> {
  const loaded = await loadProjectForActor(app.db, actor, query.project);
  const { rows, count } = await listDocuments(app.db, query.project, query.type, pageWindow(query));
  return {
    rows: rows.map((row) =>
      presentDocument(row, documentAbilities(loaded.abilities, row.document, actor.id)),
    ),
    count,
  };
}

/** Unknown keys become one 'Unknown field.' per key, as on routes whose body schema Fastify checks. */
function unknownKeysApart(issue: z.core.$ZodIssue): { path: PropertyKey[]; message: string }[] {
  if (issue.code !== 'unrecognized_keys') return [issue];
  return issue.keys.map((key) => ({ path: [...issue.path, key], message: MESSAGES.api.unknownField }));
}

/** POST documents/ takes one file, under `file`. */
const CREATE_MULTIPART: MultipartSpec = { fileFields: ['file'], maxFiles: 1 };

/** A JSON body (a link) or multipart (`file` next to the fields, nested keys like `project[id]`). */
async function readCreateRequest(
  request: FastifyRequest,
): Promise<{ fields: unknown; file: UploadedFile | null }> {
  if (request.isMultipart()) {
    const { fields, files } = await readMultipart(request, CREATE_MULTIPART);
    return { fields, file: files[0] ?? null };
  }
  return { fields: request.body ?? {}, file: null };
}

/**
 * POST documents/: staff add any type to any open project; the project's client (owner or
 * creator) adds requirements, wireframes and other documents; members only read.
 */
export async function createDocument(
  app: FastifyInstance,
  actor: SessionActor,
  request: FastifyRequest,
): Promise<ProjectDocument> {
  const { fields, file } = await readCreateRequest(request);
  const parsed = documentCreateBody.safeParse(fields);
  if (!parsed.success)
    throw AppError.validation(issuesToFields(parsed.error.issues.flatMap(unknownKeysApart)));
  const body = parsed.data;
  const id = await transactionWithUploads(app, async (tx, uploads) => {
    const loaded = await loadProjectForActor(tx, actor, body.project.id, { forUpdate: true });
    assertOpen(actor, loaded);
    if (!loaded.abilities.add_client_documents) throw AppError.forbidden();
    if (!loaded.abilities.manage_documents && !isClientDocumentType(body.type)) {
      throw AppError.field('type', D.typeNotAllowed);
    }
    const [row] = await createProjectDocuments(tx, uploads, {
      projectId: body.project.id,
      actorId: actor.id,
      documents: [{ ...body, file }],
      field: null,
    });
    const document = row as { id: number; title: string };
    await notifyDocumentChange(app, tx, {
      kind: 'document_added',
      project: loaded.project,
      actorId: actor.id,
      document,
    });
    return document.id;
  });
  return getDocument(app, actor, id);
}

async function loadDocument(db: Db, actor: SessionActor, id: number, forUpdate = false) {
  const found = await findDocument(db, id);
  if (!found) throw AppError.notFound();
  const loaded = await loadProjectForActor(db, actor, found.document.projectId, { forUpdate });
  return { found, loaded };
}

export async function getDocument(
  app: FastifyInstance,
  actor: SessionActor,
  id: number,
): Promise<ProjectDocument> {
  const { found, loaded } = await loadDocument(app.db, actor, id);
  return presentDocument(found, documentAbilities(loaded.abilities, found.document, actor.id));
}

/**
 * PATCH documents/{id}/: name, description, type, the link of a link document, status (staff).
 * A status change is an approval: a conditional update (the status read must still hold, else
 * 409) with an audit row, in the same transaction.
 */
export async function updateDocument(
  app: FastifyInstance,
  actor: SessionActor,
  id: number,
  body: DocumentPatchBody,
  requestId: string,
): Promise<ProjectDocument> {
  await app.db.transaction(async (tx) => {
    const { found, loaded } = await loadDocument(tx, actor, id, true);
    assertOpen(actor, loaded);
    const abilities = documentAbilities(loaded.abilities, found.document, actor.id);
    if (!abilities.edit) throw AppError.forbidden();
    const staff = loaded.abilities.manage_documents;
    if (body.status !== undefined && !staff) throw AppError.forbidden();
    if (body.type !== undefined && !staff && !isClientDocumentType(body.type))
      throw AppError.field('type', D.typeNotAllowed);
    if (body.url !== undefined && found.file) throw AppError.field('url', D.invalidLink);
    if (body.url !== undefined && !body.url) throw AppError.field('url', D.addUrl);
    const document = found.document;
    const changes = documentChanges(document, body);
    if (!Object.keys(changes).length) return;
    const statusChanged = changes.status !== undefined;
    const updated = await updateLiveDocument(tx, id, changes, statusChanged ? document.status : undefined);
    if (!updated) throw AppError.conflict();
    if (statusChanged) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'document.status_changed',
        targetType: 'project_document',
        targetId: id,
        before: { project: document.projectId, status: document.status },
        after: { project: document.projectId, status: changes.status },
        requestId,
      });
    }
    await recordProjectActivity(tx, {
      projectId: document.projectId,
      actorId: actor.id,
      action: 'project_document_updated',
      data: { document: { id, title: changes.title ?? document.title } },
    });
    await notifyDocumentChange(app, tx, {
      kind: 'document_updated',
      project: loaded.project,
      actorId: actor.id,
      document: { id, title: changes.title ?? document.title },
    });
  });
  return getDocument(app, actor, id);
}

/** The columns a PATCH body really changes (sent values equal to the stored ones are not changes). */
function documentChanges(document: DocumentRow, body: DocumentPatchBody): DocumentUpdate {
  const changes: DocumentUpdate = {};
  if (body.title !== undefined && body.title !== document.title) changes.title = body.title;
  if (body.description !== undefined && (body.description || null) !== document.description) {
    changes.description = body.description || null;
  }
  if (body.type !== undefined && body.type !== document.type) changes.type = body.type;
  if (body.url !== undefined && body.url !== document.url) changes.url = body.url;
  if (body.status !== undefined && body.status !== document.status) changes.status = body.status;
  return changes;
}

/** DELETE documents/{id}/ (staff, open projects): the row is marked deleted; its file stays for the audit. */
export async function deleteDocument(
  app: FastifyInstance,
  actor: SessionActor,
  id: number,
  requestId: string,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const { found, loaded } = await loadDocument(tx, actor, id, true);
    assertOpen(actor, loaded);
    if (!loaded.abilities.manage_documents) throw AppError.forbidden();
    const removed = await updateLiveDocument(tx, id, { deletedAt: new Date() });
    if (!removed) throw AppError.notFound();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'document.deleted',
      targetType: 'project_document',
      targetId: id,
      before: { project: found.document.projectId, type: found.document.type, file: found.document.fileId },
      after: null,
      requestId,
    });
    await recordProjectActivity(tx, {
      projectId: found.document.projectId,
      actorId: actor.id,
      action: 'project_document_removed',
      data: { document: { id, title: found.document.title } },
    });
  });
}

/** The uploaded file of a document, for everyone who may open its project; links answer 404. */
export async function documentFile(
  app: FastifyInstance,
  actor: SessionActor,
  id: number,
): Promise<NonNullable<DocumentWithFile['file']>> {
  const { found } = await loadDocument(app.db, actor, id);
  if (!found.file) throw AppError.notFound();
  return found.file;
}
