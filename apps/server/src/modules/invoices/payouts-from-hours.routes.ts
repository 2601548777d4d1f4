import {
  payoutsFromHoursBody,
  payoutsFromHoursCreatedSchema,
  payoutsFromHoursListSchema,
  payoutsFromHoursQuery,
} from '@kazi/shared/invoices/payouts-from-hours';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { idempotencyHeaders } from '../idempotency/service.ts';
import { createPayoutsFromHours, listPayoutsFromHours } from './payouts-from-hours.service.ts';
import { IDEMPOTENT, sendIdempotent, tags } from './route-kit.ts';

/** Payouts from approved hours (ADR 036). */
export const payoutsFromHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices/payouts/from-hours/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "A project's approved months with their payouts and margin",
        description:
          'Those who create payouts (`invoices.create`: admins, finance, staff) and client managers ' +
          '(`timesheets.review`), on a project they may open (else 404); others 403. Every month with ' +
          'an approved developer month that has hours, newest first: per developer the hours and the ' +
          'payout in EUR (the payout line’s once created, else each day’s hours × the payout rate in ' +
          'force that day), per month the total, `to_pay_out` and `can_create`. `margin` (client amount ' +
          '− payouts, one line per currency, nothing converted) only for those who see rates ' +
          '(`project.view_rates`: admins, finance, staff); absent for everyone else. Six queries ' +
          'whatever the number of months.',
        querystring: payoutsFromHoursQuery,
        response: { 200: payoutsFromHoursListSchema },
      },
    },
    async (request) => listPayoutsFromHours(app, requireActor(request), request.query.project),
  );

  app.post(
    '/invoices/payouts/from-hours/',
    {
      config: { access: 'invoices.create' },
      schema: {
        tags,
        summary: 'Create the draft payouts of a month’s approved hours',
        description:
          'Admins, finance and staff (`invoices.create`; others 403) on a project they may open (else ' +
          '404), not archived (409). One draft payout (purchase, EUR, no VAT) per developer whose month ' +
          'is approved and not paid out yet, at the payout rates in force on each day, with a line ' +
          'naming the hours and rates, all sharing one new `batch_ref`; invoice date today, due in 14 ' +
          "days. No approved month with hours: 409 'Only approved months can be paid out.'; every " +
          "approved month already paid out: 409 'This month’s payouts are already created.' (parallel " +
          'requests: one batch). History `created_draft` and an audit row `invoice.create_from_hours` ' +
          `each. Deleting a payout releases its month. ${IDEMPOTENT}`,
        headers: idempotencyHeaders,
        body: payoutsFromHoursBody,
        response: { 201: payoutsFromHoursCreatedSchema },
      },
    },
    async (request, reply) =>
      sendIdempotent(request, reply, request.body, (actor, key) =>
        createPayoutsFromHours(app, actor, request.body, key, request.id),
      ),
  );
};
