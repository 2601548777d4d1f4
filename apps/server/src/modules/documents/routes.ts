import { idParams } from '@kazi/shared/api/ids';
import { paginated } from '@kazi/shared/api/pagination';
import { documentPatchBody, documentSchema, documentsQuery } from '@kazi/shared/documents/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { toPage } from '../../http/pagination.ts';
import { sendStoredFile } from '../files/serve.ts';
import {
  createDocument,
  deleteDocument,
  documentFile,
  getDocument,
  listProjectDocuments,
  updateDocument,
} from './service.ts';

const tags = ['Documents'];

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/documents/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "A project's documents",
        description:
          '`project` is required (404 when the caller may not open it); `type` filters. Ordered by type ' +
          'then age; the web app groups them under Requirements, Wireframes, Estimate, Proposal, Planning, ' +
          'Timeline, Contracts and Other. Uploaded files have a `download_url`; links have `url`. ' +
          'Two queries whatever the page size.',
        querystring: documentsQuery,
        response: { 200: paginated(documentSchema) },
      },
    },
    async (request) => {
      const { rows, count } = await listProjectDocuments(app, requireActor(request), request.query);
      return toPage(request, request.query, count, rows);
    },
  );

  app.post(
    '/documents/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Add a document: a link (JSON) or a file (multipart)',
        description:
          'JSON `{ project: {id}, title, type, description?, url }` for a link, or multipart/form-data with ' +
          '`project[id]`, `title`, `type`, `description` and one `file` (a file under another name: 400 ' +
          "`{ name: ['Unknown field.'] }`; a second file: 413; a text field over 80 KiB: 413) (images, PDF, DOC, DOCX, XLS, XLSX, " +
          'CSV, TSV, PPT, PPTX, Pages, ODT, RTF; at most 5,242,880 bytes, 413 over; the type is read from ' +
          "the content, 415 otherwise). Without both: `{ file: ['Select a file'], url: ['Add a url'] }`; a bad " +
          "link: 'Invalid link'. Staff (`project.manage_documents`) add any type; the project's client " +
          '(owner or creator) adds requirements, wireframes and other documents; members only read. ' +
          'Archived projects refuse every change (409 for staff).',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: documentSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createDocument(app, requireActor(request), request)),
  );

  app.get(
    '/documents/:id/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One document',
        description:
          'For everyone who may open its project (pending invitees and others: 404); deleted documents ' +
          'answer 404. `abilities` say whether the caller may change or delete it.',
        params: idParams,
        response: { 200: documentSchema },
      },
    },
    async (request) => getDocument(app, requireActor(request), request.params.id),
  );

  app.patch(
    '/documents/:id/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Change a document',
        description:
          'Name, description, type, the link of a link document; `status` (approved, pending, draft) for ' +
          'staff only. Staff change any document; a client changes the ones they added, within their ' +
          'types. Records `project_document_updated`; a status change is also an audit row ' +
          '(`document.status_changed`, before and after) and answers 409 when another change of the ' +
          'status got there first.',
        params: idParams,
        body: documentPatchBody,
        response: { 200: documentSchema },
      },
    },
    async (request) =>
      updateDocument(app, requireActor(request), request.params.id, request.body, request.id),
  );

  app.delete(
    '/documents/:id/',
    {
      config: { access: 'project.manage_documents' },
      schema: {
        tags,
        summary: 'Delete a document (staff)',
        description:
          'Marks the document deleted (it leaves every list; the stored file is kept for the audit trail). ' +
          'Refused on archived projects (409). Records `project_document_removed` and an audit row.',
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteDocument(app, requireActor(request), request.params.id, request.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/documents/:id/download/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "Download a document's file",
        description:
          'For everyone who may open the project (pending invitees and others: 404). Served as an ' +
          'attachment with nosniff; link documents have no file (404).',
        params: idParams,
      },
    },
    async (request, reply) => {
      const file = await documentFile(app, requireActor(request), request.params.id);
      return sendStoredFile(app, reply, file, 'private, no-store');
    },
  );
};
