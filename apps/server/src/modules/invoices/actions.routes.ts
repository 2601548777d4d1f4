import { idParams } from '@kazi/shared/api/ids';
import {
  invoiceBulkBody,
  invoiceBulkEditBody,
  invoiceBulkRefusal,
  invoiceSchema,
} from '@kazi/shared/invoices/schemas';
import { messageResponse } from '@kazi/shared/team/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyHeaders } from '../idempotency/service.ts';
import { bulkEditInvoices, bulkInvoices } from './bulk.ts';
import { generateInvoice, remindInvoice } from './generate.ts';
import { IDEMPOTENT, sendIdempotent, tags, WHO_SEES } from './route-kit.ts';
import { archiveInvoice } from './transitions.ts';

/** The spec's actions: archive, generate, payment reminder, and the bulk actions. */
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

  app.post(
    '/invoices/:id/generate/',
    {
      config: { access: 'invoices.finalize' },
      schema: {
        tags,
        summary: 'Generate an invoice: number it, freeze it, mail it with its PDF',
        description:
          `${WHO_SEES} Admins and finance (\`invoices.finalize\`; others 403), on an unpaid invoice never ` +
          'generated or sent, not rejected and not archived (else 409 with the reason). It takes the ' +
          'next number of its series without gaps (one series per type and the invoice date’s year: ' +
          '`INV-2026-0001`, FIN, COM, CN), its VAT and billing details are frozen as they are now (a ' +
          'credit note’s VAT and currency are its corrected invoice’s), a draft becomes pending, and so ' +
          'does an approved invoice whose total that VAT changes, and it is mailed with its PDF attached to the project’s invoicing ' +
          'e-mail (CC its CC address; no invoicing e-mail: e-mail status Failed). Mail limits ' +
          `(MAIL_LIMIT_INVOICES): 429, nothing changes. History: 'generated'; an audit row. ${IDEMPOTENT}`,
        params: idParams,
        headers: idempotencyHeaders,
        response: { 200: invoiceSchema },
      },
    },
    async (request, reply) =>
      sendIdempotent(request, reply, {}, (actor, key) =>
        generateInvoice(app, actor, request.params.id, key, request.id),
      ),
  );

  app.post(
    '/invoices/:id/payment-reminder/',
    {
      config: { access: 'invoices.finalize' },
      schema: {
        tags,
        summary: 'Send a payment reminder',
        description:
          `${WHO_SEES} Admins and finance (\`invoices.finalize\`; others 403), on an unpaid, not archived ` +
          'invoice that was generated or sent, not a credit note (else 409 with the reason). The invoice is mailed again ' +
          'with its PDF; `reminder_count` grows and `reminder_sent_at` is now. Mail limits ' +
          `(MAIL_LIMIT_INVOICE_REMINDERS): 429, nothing changes. History: 'payment reminder sent'; an ` +
          `audit row. Answers \`{ message }\`: 'Invoice payment reminder sent'. ${IDEMPOTENT}`,
        params: idParams,
        headers: idempotencyHeaders,
        response: { 200: messageResponse },
      },
    },
    async (request, reply) =>
      sendIdempotent(request, reply, {}, (actor, key) =>
        remindInvoice(app, actor, request.params.id, key, request.id),
      ),
  );

  app.post(
    '/invoices/bulk/',
    {
      config: { access: 'invoices.bulk' },
      schema: {
        tags,
        summary: 'One action on many invoices, all or nothing (finance)',
        description:
          '`{ ids, action, revisions }` with `action` approve, mark_as_paid, send_reminder, archive, ' +
          'delete or generate, and optionally `revisions` (`{ "<id>": revision }`, selected ids only): ' +
          'each invoice’s revision as the caller read it, one changed since refused as stale. Finance only (`invoices.bulk`, and the action’s own permission: approving is ' +
          'the client’s and admins’; others 403). Every id must be an invoice the caller sees, else ' +
          '404 and nothing changes. Each invoice is checked first: if any refuses, 409 ' +
          '`{ detail, refused: [{ id, reason }] }` naming each refused invoice and why, and nothing ' +
          'changes; otherwise all are applied in one transaction, each as it would be alone (its ' +
          'conditional update, history line, audit row, mail; generated ones numbered in id order). ' +
          'Answers `{ message }`: Invoices approved, Invoices marked as paid, Invoice payment ' +
          `reminders sent, Invoices archived, Invoices deleted, Invoices generated. ${IDEMPOTENT}`,
        headers: idempotencyHeaders,
        body: invoiceBulkBody,
        response: { 200: messageResponse, 409: invoiceBulkRefusal },
      },
    },
    async (request, reply) =>
      sendIdempotent(request, reply, request.body, (actor, key) =>
        bulkInvoices(app, actor, request.body, key, request.id),
      ),
  );

  app.patch(
    '/invoices/bulk/edit/',
    {
      config: { access: 'invoices.bulk' },
      schema: {
        tags,
        summary: 'One action on many invoices as the caller read them, all or nothing (finance)',
        description:
          '`{ invoices: [{ id, revision }], action }` ("PATCH bulk/edit/ with invoices and action", spec ' +
          '001 §7): `bulk/` with every invoice named by the revision the caller read, each id once. ' +
          'One changed since is refused as stale (409 `{ detail, refused }`, nothing changes); ' +
          `otherwise everything as \`POST invoices/bulk/\`: the same actions, permissions, 404, refusals and answers. ${IDEMPOTENT}`,
        headers: idempotencyHeaders,
        body: invoiceBulkEditBody,
        response: { 200: messageResponse, 409: invoiceBulkRefusal },
      },
    },
    async (request, reply) =>
      sendIdempotent(request, reply, request.body, (actor, key) =>
        bulkEditInvoices(app, actor, request.body, key, request.id),
      ),
  );
};
