import { invoiceExportQuery } from '@kazi/shared/invoices/export';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../../http/actor.ts';
import { CSV_TYPE } from '../../../http/spreadsheet.ts';
import { attachmentHeader } from '../../files/service.ts';
import { tags, WHO_SEES } from '../route-kit.ts';
import { exportInvoices } from './export.service.ts';

/** GET invoices/export/: the payments or payouts list as CSV. */
export const invoiceExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices/export/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Export the payments or the payouts list as CSV',
        description:
          '`type=sale` (the default): the incoming types, for admins and finance (`payments.export`); ' +
          '`type=purchase`: payouts, for finance and admins (`payouts.export`); anyone else 403. ' +
          `${WHO_SEES} The invoices with an invoice date from \`start\` 00:00:00 to \`end\` 23:59:59 ` +
          '(whole days, both required, the start not after the end, none after 2099-12-31: the ' +
          'spec’s messages, 400), filtered as GET invoices/ filters (`archived`, `paid`, `overdue`, ' +
          '`types` within the side, `exclude_status`, `project`, a project out of reach 404, ' +
          '`payment_method`, `search`), newest first, every one (no cap). `filter` is the list’s ' +
          'filter code and names the file: `attachment; filename="ALL Payments.csv"` (`PENDING ' +
          'Payouts.csv`…). UTF-8 with a BOM, RFC 4180 (CRLF, quotes doubled); columns Date Created, ' +
          'Invoice Date, Title, Client, Project, Invoice No., Amount (a plain decimal, credit notes ' +
          'negative), Currency, Due Date, Status, Email Status, and for payouts Freelancer, Platform, ' +
          "Batch Ref, one line per invoice. Text cells starting with `=`, `+`, `-`, `@`, tab or CR get a leading `'`. " +
          'Streamed from a database cursor in batches of 2,000 inside one read-only snapshot, as ' +
          'fast as the reader takes it. An audit row of the request.',
        querystring: invoiceExportQuery,
      },
    },
    async (request, reply) => {
      const file = await exportInvoices(app, requireActor(request), request.query, request.id);
      return reply
        .header('Content-Type', CSV_TYPE)
        .header('Content-Disposition', attachmentHeader(file.fileName))
        .send(file.stream);
    },
  );
};
