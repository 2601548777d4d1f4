import {
  fromHoursBody,
  fromHoursCreatedSchema,
  fromHoursListSchema,
  fromHoursQuery,
} from '@kazi/shared/invoices/from-hours';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { idempotencyHeaders } from '../idempotency/service.ts';
import { createFromHours, listFromHours } from './from-hours.service.ts';
import { IDEMPOTENT, sendIdempotent, tags } from './route-kit.ts';

const WHO =
  'Staff who create invoices (`invoices.create`: admins, finance, staff; others 403) on a project they ' +
  'may open (else 404).';

export const invoiceFromHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices/from-hours/',
    {
      config: { access: 'invoices.create' },
      schema: {
        tags,
        summary: "A project's approved timesheet months, and the invoices they went into",
        description:
          `${WHO} Every month with an approved developer month that has hours, newest first: per ` +
          'developer the approved hours, the amount (the invoice line’s once invoiced, else each day’s ' +
          'hours × the client rate in force that day) and the invoice it went into; per month the ' +
          'totals, `to_invoice` (what creating the invoice now bills) and `can_invoice`. In the ' +
          "project's currency. Four queries whatever the number of months.",
        querystring: fromHoursQuery,
        response: { 200: fromHoursListSchema },
      },
    },
    async (request) => listFromHours(app, requireActor(request), request.query.project),
  );

  app.post(
    '/invoices/from-hours/',
    {
      config: { access: 'invoices.create' },
      schema: {
        tags,
        summary: 'Create a draft sale invoice from a month’s approved hours',
        description:
          `${WHO} One draft sale invoice for the month: a line per developer whose month is approved and ` +
          'not invoiced yet (hours × the client rate in force on each day, summed exactly), in the ' +
          "project's currency, VAT by the client's company, invoice date today, due in 14 days. A month " +
          "without an approved month with hours: 409 'Only approved months can be invoiced.'; every " +
          "approved month already on a live invoice: 409 'This month is already invoiced.' (parallel " +
          'requests for one month: one invoice, the others 409); an archived project: 409. History ' +
          '`created_draft` and an audit row `invoice.create_from_hours`. Deleting the draft releases the ' +
          `month. ${IDEMPOTENT}`,
        headers: idempotencyHeaders,
        body: fromHoursBody,
        response: { 201: fromHoursCreatedSchema },
      },
    },
    async (request, reply) =>
      sendIdempotent(request, reply, request.body, (actor, key) =>
        createFromHours(app, actor, request.body, key, request.id),
      ),
  );
};
