import { idParams } from '@kazi/shared/api/ids';
import { invoiceSchema } from '@kazi/shared/invoices/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyHeaders } from '../idempotency/service.ts';
import { IDEMPOTENT, sendIdempotent, tags, WHO_SEES } from './route-kit.ts';
import { archiveInvoice } from './transitions.ts';

/** The spec's action POSTs on one invoice: archive, generate, payment reminder. */
export const invoiceActionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invoices/:id/archive/',
    {
      config: { access: 'invoices.finalize' },
      schema: {
        tags,
        summary: 'Archive an unpaid invoice',
        description:
          `${WHO_SEES} Admins and finance (\`invoices.finalize\`; others 403). A paid or archived ` +
          'invoice is 409. Archived invoices leave the lists but `archived=true`, and take no further ' +
          `action. History: 'archived'; an audit row. ${IDEMPOTENT}`,
        params: idParams,
        headers: idempotencyHeaders,
        response: { 200: invoiceSchema },
      },
    },
    async (request, reply) =>
      sendIdempotent(request, reply, {}, (actor, key) =>
        archiveInvoice(app, actor, request.params.id, key, request.id),
      ),
  );
};
