import { idParams } from '@kazi/shared/api/ids';
import { invoiceDownloadQuery } from '@kazi/shared/invoices/download';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { sendStoredFile } from '../files/serve.ts';
import { invoicePdfFile } from './download.service.ts';

/** An invoice's PDF. */
export const invoiceDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices/:id/download/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Invoices'],
        summary: 'Download an invoice as PDF',
        description:
          'The PDF of a generated (finalized) invoice, as it was mailed to the client: ' +
          '`Content-Type: application/pdf`, `Content-Disposition: attachment; filename="<number>.pdf"`. ' +
          'Whoever sees the invoice downloads it (the same scope as `GET invoices/{id}/`); an invoice ' +
          'outside the caller’s scope, deleted or not finalized yet is 404. The PDF is rendered and ' +
          'stored once, when the invoice is first mailed (or first downloaded), and served as stored ' +
          'ever after.',
        params: idParams,
        querystring: invoiceDownloadQuery,
      },
    },
    async (request, reply) => {
      const file = await invoicePdfFile(app, requireActor(request), request.params.id);
      return sendStoredFile(app, reply, file, 'private, no-store');
    },
  );
};
