import { idParams } from '@kazi/shared/api/ids';
import {
  invoiceCreateBody,
  invoiceListQuery,
  invoiceListSchema,
  invoicePatchBody,
  invoiceSchema,
} from '@kazi/shared/invoices/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { toPage } from '../../http/pagination.ts';
import { idempotencyHeaders } from '../idempotency/service.ts';
import { createInvoice } from './form.ts';
import { IDEMPOTENT, sendIdempotent, tags, WHO_SEES } from './route-kit.ts';
import { getInvoice, listInvoices } from './service.ts';
import { deleteInvoice, patchInvoice } from './transitions.ts';

/** The invoices list, one invoice, creating, editing, the PATCH transitions and deleting. */
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
          'the caller may not open is 404); `payment_method`; `issued` (generated or sent: what a ' +
          'credit note may correct; `false`: the others); `search` (any part of the title, the ' +
          'number, the project’s title or the client’s name: the owner’s company or name, case ' +
          'insensitive). `archived=true` and `overdue` need `payments.view_all_statuses` (developers ' +
          'and designers filter by all, pending and paid: 403), `payment_method` ' +
          '`payouts.filter_platform` (admins and finance; others 403). ' +
          '`show_all` changes nothing: the list is always everything the caller may see. ' +
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

  app.post(
    '/invoices/',
    {
      config: { access: 'invoices.create' },
      schema: {
        tags,
        summary: 'Create an incoming invoice (a draft)',
        description:
          'Admins, finance and staff (`invoices.create`; others 403) on a project they may open (else ' +
          '404) that is not archived (409). `type`: sale, credit_nota, commitment or final. A credit ' +
          'note needs `ref_invoice`: a live, issued (generated or sent) invoice of the same project ' +
          'that is not a credit note; only credit notes name one. A credit note is capped by net and ' +
          'by total: its `amount` ≤ the corrected invoice’s amount − the earlier credit notes’ ' +
          'amounts, and its total with VAT ≤ the corrected invoice’s total − the earlier credit ' +
          'notes’ totals (400 on `amount`). A ' +
          'commitment payment needs `commitment_amount`; a final invoice may name a `commitment` ' +
          'payment of the project and a `commitment_amount` that must not take the project’s ' +
          'commitment balance below zero (paid commitments − final invoices); other types carry 0. ' +
          'Every failing field at once (400). The currency is the project’s, and VAT follows the ' +
          'project owner’s company as it is now (home rate, reverse charge for EU businesses with a ' +
          'VAT number, none outside the EU); a credit note instead takes the currency, VAT mode and ' +
          'rate of the invoice it corrects (frozen when that one was generated). Due = invoice date ' +
          '+ payment period (default 14 days). History: ' +
          `'Draft invoice created'; an audit row. ${IDEMPOTENT}`,
        headers: idempotencyHeaders,
        body: invoiceCreateBody,
        response: { 201: invoiceSchema },
      },
    },
    async (request, reply) =>
      sendIdempotent(request, reply, request.body, (actor, key) =>
        createInvoice(app, actor, request.body, key, request.id),
      ),
  );

  app.patch(
    '/invoices/:id/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Edit an invoice, or move it on: send for approval, approve, reject, mark as paid',
        description:
          `${WHO_SEES} With \`action\`: \`send_for_approval\` (\`invoices.create\`: admins, finance, staff; ` +
          'a draft or rejected invoice; the project’s client is told in the bell and by mail), ' +
          '`approve` and `reject` (`invoices.approve`: clients and admins; a pending invoice; a ' +
          'rejection needs a `reason` of the spec’s list and takes an optional `additional_info`; the ' +
          'invoice’s creator is told), `mark_as_paid` (`invoices.finalize`: admins and finance; an ' +
          'unpaid invoice that was generated or sent); each takes the `revision` the caller read, and ' +
          'an invoice changed since is 409, so nobody approves an amount they did not see. Without it ' +
          '(or `edit`): the form’s fields (`invoices.edit`: admins and finance) of an invoice not ' +
          'generated, sent or paid, checked as on creation, with the `revision` the form read (another ' +
          'one: 409); a changed amount or total (VAT is re-derived on every save, as on creation) ' +
          'makes a pending or approved invoice a draft again, to be sent for approval again. No ' +
          'permission: ' +
          '403; a state that does not allow it (archived, paid, another status): 409 with the ' +
          'reason. Each is one conditional update with its history line and an audit row. ' +
          IDEMPOTENT,
        params: idParams,
        headers: idempotencyHeaders,
        body: invoicePatchBody,
        response: { 200: invoiceSchema },
      },
    },
    async (request, reply) =>
      sendIdempotent(request, reply, request.body, (actor, key) =>
        patchInvoice(app, actor, request.params.id, request.body, key, request.id),
      ),
  );

  app.delete(
    '/invoices/:id/',
    {
      // Who may delete depends on the type (policy.ts permissionFor): the transition checks it.
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Delete an invoice not yet generated, sent or paid',
        description:
          `${WHO_SEES} Admins and finance (\`invoices.edit\`; others 403); a payout: those who create ` +
          'payouts (`invoices.create`: admins, finance, staff). An invoice generated, sent, ' +
          'paid or archived is 409. It leaves every list and read (404 after), its history stays, ' +
          'and the timesheet months it billed may be invoiced again. An audit row.',
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteInvoice(app, requireActor(request), request.params.id, request.id);
      return reply.code(204).send();
    },
  );
};
