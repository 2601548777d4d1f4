import { invoiceSummaryQuery, invoiceSummarySchema } from '@kazi/shared/invoices/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { tags, WHO_SEES } from './route-kit.ts';
import { invoiceSummary } from './summary.ts';

/** The payments list's summary header. */
export const invoiceSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices/summary/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Expected, Total, Paid, Unpaid and Credit Notes per currency',
        description:
          `${WHO_SEES} The invoices the list shows (\`type=sale\`: the incoming types; \`purchase\`: payouts), ` +
          'archived and deleted ones left out, with an invoice date from `min_date` 00:00:00 to ' +
          '`max_date` 23:59:59 (whole days, both optional), on one `project` or all (a project the ' +
          'caller may not open is 404). Per currency, EUR and USD always, totals with VAT in the ' +
          'invoice’s currency: `total_expected` every invoice but credit notes, drafts included ' +
          '(finance only: `payments.view_expected`; null for everyone else); `total` those neither ' +
          'draft nor rejected; `paid` of those, the paid ones; `unpaid` total − paid; ' +
          '`credit_notes.total` the credit notes neither draft nor rejected (shown negative). One ' +
          'aggregate query.',
        querystring: invoiceSummaryQuery,
        response: { 200: invoiceSummarySchema },
      },
    },
    async (request) => invoiceSummary(app, requireActor(request), request.query),
  );
};
