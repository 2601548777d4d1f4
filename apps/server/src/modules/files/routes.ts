import { idParams } from '@kazi/shared/api/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { sendStoredFile } from './serve.ts';
import { findDownloadableFile } from './service.ts';

/**
 * Files are uploaded only with the record that holds them (profile avatar and ID document,
 * project documents); there is no standalone upload route, since nothing could refer to its file.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:id/download/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Files'],
        summary: 'Download a file',
        description:
          'Served as an attachment with nosniff. Files the caller may not read answer 404. Files are ' +
          'uploaded only together with the record that holds them (`me/profile/` image and ID document, ' +
          '`documents/`, `projects/`): there is no standalone upload route, and a file no record refers to ' +
          'is removed by the `files.purge` job after 24 hours. A file whose stored bytes are missing ' +
          'answers 404 too (logged once on the server).',
        params: idParams,
      },
    },
    async (request, reply) => {
      const row = await findDownloadableFile(app.db, requireActor(request), request.params.id);
      return sendStoredFile(app, reply, row, 'private, no-store');
    },
  );
};
