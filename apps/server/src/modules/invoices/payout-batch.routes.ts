import {
  batchRefParams,
  payoutBatchCreateBody,
  payoutBatchEditBody,
  payoutBatchSchema,
  payoutRecipientsQuery,
  payoutRecipientsSchema,
} from '@kazi/shared/invoices/payout-rows';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { idempotencyHeaders } from '../idempotency/service.ts';
import { createBatch, deleteBatch, editBatch, getBatch, listRecipients } from './payout-batch.service.ts';
import { IDEMPOTENT, sendIdempotent, tags } from './route-kit.ts';

const WHO =
  'Those who create payouts (`invoices.create`: admins, finance, staff; others 403) on a project they ' +
  'may open (else 404).';
const ROWS =
  '`rows`: `[{ user: {id}, amount }]`, amounts in EUR (decimal strings, ≥ 0, two decimals). A row with ' +
  "neither side is left out; an amount without a team member: 'Select team member'; a team member " +
  'without an amount: required; one row per team member; each recipient must be an accepted member ' +
  "of the project's team; at least one row. Every failing field at once (400, keys `rows.{i}.user` " +
  'and `rows.{i}.amount`); nothing is written.';

/** Payout batches (ADR 036): the payout form creates and edits them, one payout per recipient. */
export const payoutBatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices/payouts/recipients/',
    {
      config: { access: 'invoices.create' },
      schema: {
        tags,
        summary: "The project's team members, for the payout rows' selector",
        description:
          `${WHO} Accepted members of the project's team whose first, last or full name starts with ` +
          '`search`, leaving out `exclude` (ids chosen in other rows), by name, at most 20. One query ' +
          'after the project.',
        querystring: payoutRecipientsQuery,
        response: { 200: payoutRecipientsSchema },
      },
    },
    async (request) => listRecipients(app, requireActor(request), request.query),
  );

  app.post(
    '/invoices/payouts/',
    {
      config: { access: 'invoices.create' },
      schema: {
        tags,
        summary: 'Create payouts: one draft payout per team member, in one batch',
        description:
          `${WHO} The project must not be archived (409). ${ROWS} Each row becomes a draft invoice of ` +
          'type purchase for its recipient, in EUR without VAT, with the shared `title`, `issued_at` ' +
          'and `payment_period` (default 14 days), all with one new `batch_ref`; history ' +
          `'Draft invoice created' and an audit row each, in one transaction. ${IDEMPOTENT}`,
        headers: idempotencyHeaders,
        body: payoutBatchCreateBody,
        response: { 201: payoutBatchSchema },
      },
    },
    async (request, reply) =>
      sendIdempotent(request, reply, request.body, (actor, key) =>
        createBatch(app, actor, request.body, key, request.id),
      ),
  );

  app.get(
    '/invoices/payouts/:batch_ref/',
    {
      config: { access: 'invoices.create' },
      schema: {
        tags,
        summary: 'One payout batch, as the payout form edits it',
        description:
          `${WHO} The batch's live payouts with their recipients, amounts and revisions, the shared ` +
          'fields, the total and `abilities` (edit, delete). Unknown or fully deleted: 404. Two queries.',
        params: batchRefParams,
        response: { 200: payoutBatchSchema },
      },
    },
    async (request) => getBatch(app, requireActor(request), request.params.batch_ref),
  );

  app.patch(
    '/invoices/payouts/:batch_ref/',
    {
      config: { access: 'invoices.create' },
      schema: {
        tags,
        summary: 'Edit a payout batch: amounts, added and removed team members, shared fields',
        description:
          `${WHO} ${ROWS} \`revisions\`: every live payout's revision as read (by id); a payout ` +
          'changed, added or removed since: 409. The project archived, or a payout approved, paid or ' +
          'archived: 409 with the reason. A row of a payout’s recipient changes that payout (history ' +
          "'payment updated'), a new recipient gets a new payout in the batch, a payout without a row " +
          `is deleted; all or nothing, each with its audit row. ${IDEMPOTENT}`,
        params: batchRefParams,
        headers: idempotencyHeaders,
        body: payoutBatchEditBody,
        response: { 200: payoutBatchSchema },
      },
    },
    async (request, reply) =>
      sendIdempotent(request, reply, request.body, (actor, key) =>
        editBatch(app, actor, request.params.batch_ref, request.body, key, request.id),
      ),
  );

  app.delete(
    '/invoices/payouts/:batch_ref/',
    {
      config: { access: 'invoices.create' },
      schema: {
        tags,
        summary: 'Delete a payout batch',
        description:
          `${WHO} Every payout of the batch is deleted (they leave every list; history stays; the ` +
          'months they paid out are released), or none: the project archived, or a payout approved, ' +
          'paid or archived is 409 with the reason. An audit row each.',
        params: batchRefParams,
      },
    },
    async (request, reply) => {
      await deleteBatch(app, requireActor(request), request.params.batch_ref, request.id);
      return reply.code(204).send();
    },
  );
};
