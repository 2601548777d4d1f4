import { idParams } from '@kazi/shared/api/ids';
import { invoiceListQuery, invoiceListSchema, invoiceSchema } from '@kazi/shared/invoices/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { toPage } from '../../http/pagination.ts';
import { getInvoice, listInvoices } from './service.ts';

const tags = ['Invoices'];

/** Who sees which invoice (ADR 032 Scope), said once for every read. */
const WHO_SEES =
  'Staff who open every project (`projects.view_all`: admins, staff, pay admins, space leads) see ' +
  'the invoices of every project; client managers and support officers those of the projects ' +
  'they hold a place on, clients those of the projects they own; developers and designers see no ' +
  'incoming invoice. An invoice outside the caller’s scope, or deleted, is 404.';

/** The invoices list and one invoice (reads). */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Incoming invoices: payments, credit notes, commitment payments, final invoices',
        description:
          `${WHO_SEES} Without \`type\` or \`types\` the incoming types (sale, credit_nota, commitment, ` +
          'final); a developer’s list is empty. Filters: `archived=true` lists archived invoices only, ' +
          'otherwise archived ones are left out; `paid`; `overdue` (due before today, UTC, and unpaid; ' +
          '`false`: the others); `type` or `types` (comma list); `exclude_status`; `project` (a project ' +
          'the caller may not open is 404); `payment_method`; `search` (any part of the title, the ' +
          'number, the project’s title or the client’s name: the owner’s company or name, case ' +
          'insensitive). `show_all` changes nothing: the list is always everything the caller may see. ' +
          'Newest first. Two queries whatever the page size. Each invoice carries `abilities`: what ' +
          'the caller may do with it now.',
        querystring: invoiceListQuery,
        response: { 200: invoiceListSchema },
      },
    },
    async (request) => {
      const { count, results } = await listInvoices(app, requireActor(request), request.query);
      return toPage(request, request.query, count, results);
    },
  );

  app.get(
    '/invoices/:id/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One invoice',
        description: `${WHO_SEES} The invoice as the list shows it, with its \`abilities\`. One query.`,
        params: idParams,
        response: { 200: invoiceSchema },
      },
    },
    async (request) => getInvoice(app, requireActor(request), request.params.id),
  );
};
