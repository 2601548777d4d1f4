import { idParams } from '@kazi/shared/api/ids';
import { fileRefSchema } from '@kazi/shared/files/schemas';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors.ts';
import { readMultipart } from '../../http/multipart.ts';
import type { SessionActor } from '../../http/session.ts';
import { fileUrl } from '../users/presenter.ts';
import { canDownloadFile } from './policy.ts';
import { type FileRow, findFile } from './repository.ts';
import { attachmentHeader, storeUpload } from './service.ts';

const presentFile = (row: FileRow) => ({
  id: row.id,
  name: row.originalName,
  size: row.size,
  mime_type: row.mimeType,
  download_url: fileUrl(row.id) as string,
});

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/files/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Files'],
        summary: 'Upload a file',
        description:
          'multipart/form-data with one `file` (images, PDF, DOC, DOCX, XLS, XLSX, CSV, TSV, PPT, PPTX, ' +
          'Pages, ODT, RTF). At most 5,242,880 bytes (413 "Size is greater than 5Mbs"); the type is read ' +
          'from the content, and a type outside the list answers 415. Pass `kind=image` to accept images only.',
        consumes: ['multipart/form-data'],
        response: { 201: fileRefSchema },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request);
      const upload = files.find((file) => file.fieldName === 'file');
      if (!upload) throw AppError.field('file', MESSAGES.api.required);
      const row = await storeUpload(app, upload, {
        ownerId: (request.actor as SessionActor).id,
        allow: fields.kind === 'image' ? 'image' : 'document',
      });
      return reply.code(201).send(presentFile(row));
    },
  );

  app.get(
    '/files/:id/download/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Files'],
        summary: 'Download a file',
        description: 'Served as an attachment with nosniff. Files the caller may not read answer 404.',
        params: idParams,
      },
    },
    async (request, reply) => {
      const row = await findFile(app.db, request.params.id);
      if (!row || !canDownloadFile(request.actor as SessionActor, row)) throw AppError.notFound();
      return reply
        .header('Content-Type', row.mimeType)
        .header('Content-Length', String(row.size))
        .header('Content-Disposition', attachmentHeader(row.originalName))
        .header('Cache-Control', 'private, no-store')
        .send(app.fileStore.read(row.storedName));
    },
  );
};
