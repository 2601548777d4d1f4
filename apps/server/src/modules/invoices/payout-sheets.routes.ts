import {
  ibanDownloadQuery,
  uploadAppliedSchema,
  uploadApplyBody,
  uploadPreviewSchema,
} from '@kazi/shared/invoices/payout-sheets';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { readMultipart } from '../../http/multipart.ts';
import { attachmentHeader } from '../files/service.ts';
import { idempotencyHeaders } from '../idempotency/service.ts';
import { unpaidIbanPayoutsFile } from './payout-iban.service.ts';
import { applyPayoutUpload, previewPayoutUpload, type UploadKind } from './payout-upload.service.ts';
import { IDEMPOTENT, sendIdempotent, tags } from './route-kit.ts';

const SHEET = { fileFields: ['file'], maxFiles: 1 } as const;

const PREVIEW =
  'multipart/form-data with the sheet in `file` (.xlsx only, at most 5 MB: 413; another file type: ' +
  '415; an unreadable xlsx or one without a reference column (`Reference`, `Number`, `Invoice No.`) ' +
  "and an amount column (`Amount (EUR)`, `Amount`) in its first row: 400 `{ file: ['Error processing " +
  "file data, make sure you have sent a valid file'] }`). Each row names a payout by its number or " +
  '`PO-<id>` and its amount in EUR. Answers a preview and changes nothing: `to_pay` (the approved, ' +
  'unpaid payouts whose amount matches, with the sheet row) with their count and total, and ' +
  '`exceptions`, each with its row and `reason`: `unknown`, `already_paid`, `not_approved`, ' +
  '`amount_mismatch`, `invalid_amount`, `duplicate`. One lookup for the whole sheet. ' +
  '`preview_token` (valid 30 minutes, for the uploader only) pays exactly `to_pay` through ' +
  '`invoices/upload/apply/`.';

/** The payout sheets (ADR 035): the reconciling upload and the unpaid IBAN payouts' sheet and SEPA file. */
export const payoutSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const preview = (kind: UploadKind) => async (request: FastifyRequest) => {
    const actor = requireActor(request);
    const { files } = await readMultipart(request, SHEET);
    return previewPayoutUpload(app, actor, files[0], kind);
  };

  app.post(
    '/invoices/upload/',
    {
      config: { access: 'payouts.export' },
      schema: {
        tags,
        summary: 'Preview a sheet of paid payouts',
        description: `Finance (\`payouts.export\`). ${PREVIEW}`,
        consumes: ['multipart/form-data'],
        response: { 200: uploadPreviewSchema },
      },
    },
    preview('any'),
  );

  app.post(
    '/invoices/iban/upload/',
    {
      config: { access: 'payouts.export' },
      schema: {
        tags,
        summary: 'Preview a sheet of paid IBAN payouts',
        description: `As \`invoices/upload/\`, for the IBAN batch: a payout not paid by IBAN is the exception \`not_iban\`. ${PREVIEW}`,
        consumes: ['multipart/form-data'],
        response: { 200: uploadPreviewSchema },
      },
    },
    preview('iban'),
  );

  app.post(
    '/invoices/upload/apply/',
    {
      config: { access: 'payouts.export' },
      schema: {
        tags,
        summary: 'Mark a previewed sheet’s payouts as paid',
        description:
          '`{ preview_token }` from an upload preview: marks exactly its `to_pay` payouts paid, all or ' +
          "nothing, in one transaction with a history line ('paid') and an audit row each. A payout " +
          'that changed since the preview (paid meanwhile, edited, archived), also by an earlier or a ' +
          'parallel apply of the same token under another key or none: 409 and nothing is paid. A token ' +
          'that is damaged, expired (30 minutes) or another person’s: 400 on `preview_token`. Answers ' +
          '`message`, `paid_count`, `paid_total`, `invoice_ids`. ' +
          `${IDEMPOTENT} A retried apply with its key answers the first response and pays nothing again.`,
        headers: idempotencyHeaders,
        body: uploadApplyBody,
        response: { 200: uploadAppliedSchema },
      },
    },
    async (request, reply) =>
      sendIdempotent(request, reply, request.body, (actor, key) =>
        applyPayoutUpload(app, actor, request.body.preview_token, key, request.id),
      ),
  );

  app.get(
    '/invoices/iban/download/',
    {
      config: { access: 'payouts.export' },
      schema: {
        tags,
        summary: 'Download the unpaid IBAN payouts',
        description:
          'Pay admins (`payouts.export` and `payout_methods.view_full`: the file holds full IBANs; ' +
          'admins, who see them masked, 403). Approved, unpaid EUR payouts to IBAN accounts (`payment_platform` ' +
          'iban) whose recipient has an active IBAN payout method, oldest first. `format=xlsx` (the ' +
          'default): one sheet, columns Reference (the payout number, or `PO-<id>` before it has one), ' +
          'Beneficiary name, IBAN, BIC (empty: recipients give none), Amount (EUR), Title. `format=sepa`: ' +
          'the same batch as a SEPA credit transfer (pain.001.001.09) from the configured debtor ' +
          '(`SEPA_DEBTOR_*`), one transaction per payout with its reference as end-to-end id, names in ' +
          "the SEPA character set. None: 404 `{ detail: 'No unpaid payouts found' }`. Nothing changes.",
        querystring: ibanDownloadQuery,
      },
    },
    async (request, reply) => {
      const file = await unpaidIbanPayoutsFile(app, requireActor(request), request.query.format);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', attachmentHeader(file.fileName))
        .header('Content-Length', String(file.bytes.length))
        .send(file.bytes);
    },
  );
};
