import {
  payoutListQuery,
  payoutListSchema,
  platformSummaryQuery,
  platformSummarySchema,
} from '@kazi/shared/invoices/payouts-list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { toPage } from '../../http/pagination.ts';
import { listPayouts, platformSummary } from './payouts-list.service.ts';
import { tags } from './route-kit.ts';

/** Who sees which payout (ADR 033), said once for both reads. */
const WHO_SEES_PAYOUTS =
  'Payouts (type purchase) need `payouts.view` (clients have none: an empty list). Staff who open ' +
  'every project see every payout; client managers and support officers those of the projects ' +
  'they hold a place on; developers and designers their own (`user`), on any project.';

const FILTERS =
  'Filters as `invoices/`: `archived=true` archived payouts only (otherwise they are left out), ' +
  '`paid`, `overdue`, `exclude_status`, `project` (one the caller may not open is 404), ' +
  '`payment_method` (the platform the payout was approved on), `search`. `archived=true` and ' +
  '`overdue` need `payments.view_all_statuses` (developers and designers: 403), `payment_method` ' +
  '`payouts.filter_platform` (admins and finance; others 403).';

/** The payouts list (a row per batch) and its platform bar's totals. */
export const payoutListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices/payouts/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Payouts, a row per batch',
        description:
          `${WHO_SEES_PAYOUTS} Payouts sharing a \`batch_ref\` are one row: its \`invoices\` (those that ` +
          'pass the filters, by id) and their `subtotal` (the exact sum, EUR); a payout without a batch ' +
          `is a row of its own (\`key\` \`id:{id}\`). ${FILTERS} Pages and \`count\` are rows, not ` +
          'payouts; newest first by the row’s first payout. Each payout is a line: what the row shows ' +
          'and acts on (number, recipient with their payment provider `user.payment_provider`, amount, ' +
          'statuses, platform, `abilities`); `GET invoices/{id}/` has the whole invoice. Four queries ' +
          'whatever the page size (three for a developer, whose every payout is a row of its own).',
        querystring: payoutListQuery,
        response: { 200: payoutListSchema },
      },
    },
    async (request) => {
      const { count, results } = await listPayouts(app, requireActor(request), request.query);
      return toPage(request, request.query, count, results);
    },
  );

  app.get(
    '/invoices/platform-summary/',
    {
      config: { access: 'payouts.filter_platform' },
      schema: {
        tags,
        summary: 'Payout totals per payment platform',
        description:
          'Admins and finance (`payouts.filter_platform`; others 403): the sum of the payouts the ' +
          `payouts list shows, per \`payment_platform\` (null: not approved yet). ${FILTERS} One query.`,
        querystring: platformSummaryQuery,
        response: { 200: platformSummarySchema },
      },
    },
    async (request) =>
      platformSummary(app, requireActor(request), { ...request.query, page: 1, page_size: 1 }),
  );
};
