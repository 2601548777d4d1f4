import { idParams } from '@kazi/shared/api/ids';
import { pageQuery } from '@kazi/shared/api/pagination';
import {
  invoiceCommentBody,
  invoiceCommentListSchema,
  invoiceCommentSchema,
  invoiceHistorySchema,
} from '@kazi/shared/invoices/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { toPage } from '../../http/pagination.ts';
import { addInvoiceComment, invoiceComments, invoiceHistory } from './panel.service.ts';
import { tags, WHO_SEES } from './route-kit.ts';

/** The side panel's History and Comments tabs. */
export const invoicePanelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices/:id/history/',
    {
      config: { access: 'invoices.edit' },
      schema: {
        tags,
        summary: 'An invoice’s history: who did what, when, and why',
        description:
          'Admins and finance (`invoices.edit`: the spec’s two roles; others 403), on an invoice they ' +
          'see (else 404). Newest first: each line’s `action`, its `label` as the timeline shows it ' +
          '(Draft invoice created, sent for approval, approved, rejected, generated, marked as paid, ' +
          'payment reminder sent, payment updated, archived), `timestamp`, and `data`: the `author` ' +
          '(null for the reminder schedule), a rejection’s `reason` and `additional_info`, and the ' +
          'status before and after. The history is append-only: it stays after the invoice is ' +
          'deleted. Three queries.',
        params: idParams,
        querystring: pageQuery,
        response: { 200: invoiceHistorySchema },
      },
    },
    async (request) => {
      const { count, results } = await invoiceHistory(
        app,
        requireActor(request),
        request.params.id,
        request.query,
      );
      return toPage(request, request.query, count, results);
    },
  );

  app.get(
    '/invoices/:id/comments/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'An invoice’s comments',
        description: `${WHO_SEES} Whoever sees the invoice reads its comments, newest first. Three queries.`,
        params: idParams,
        querystring: pageQuery,
        response: { 200: invoiceCommentListSchema },
      },
    },
    async (request) => {
      const { count, results } = await invoiceComments(
        app,
        requireActor(request),
        request.params.id,
        request.query,
      );
      return toPage(request, request.query, count, results);
    },
  );

  app.post(
    '/invoices/:id/comments/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Comment on an invoice',
        description:
          `${WHO_SEES} Whoever sees the invoice comments on it: \`{ body }\`, required ('This field is ` +
          "required'), at most 250 characters ('Ensure this field has no more than 250 characters.').",
        params: idParams,
        body: invoiceCommentBody,
        response: { 201: invoiceCommentSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addInvoiceComment(app, requireActor(request), request.params.id, request.body.body)),
  );
};
