import {
  payoutIdOfReference,
  payoutReference,
  type UploadApplied,
  type UploadException,
  type UploadPreview,
} from '@kazi/shared/invoices/payout-sheets';
import { format, MESSAGES } from '@kazi/shared/messages';
import { formatMoney, parseMoney } from '@kazi/shared/money/money';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { SessionActor } from '../../http/session.ts';
import { loadInstallationSecret } from '../auth/secret.ts';
import { type Answer, type IdempotentRequest, idempotent } from '../idempotency/service.ts';
import { displayNameOf } from '../project-core/index.ts';
import {
  findPayoutsByReference,
  insertAuditRows,
  insertPaidEvents,
  markPayoutsPaid,
  type PayoutMatch,
} from './payout-sheets.repository.ts';
import { readPayoutSheet, type SheetRow } from './payout-upload.sheet.ts';
import {
  issuePreviewToken,
  PREVIEW_MINUTES,
  type PreviewClaim,
  readPreviewToken,
} from './payout-upload.token.ts';
import { stateOf } from './record.ts';

const M = MESSAGES.payoutSheets;

/** `upload/` reconciles any payout; `iban/upload/` only those paid by IBAN transfer. */
export type UploadKind = 'any' | 'iban';

/** A cell's amount in minor units, or null: numbers with more than two decimals are not amounts. */
function amountOf(cell: SheetRow['amount']): number | null {
  if (cell === null) return null;
  if (typeof cell === 'number') {
    const minor = Math.round(cell * 100);
    return Math.abs(minor - cell * 100) < 1e-6 ? parseMoney(formatMoney(minor)) : null;
  }
  const text = cell.replace(/[€\s]/g, '').replace(/^EUR/i, '');
  // A comma separates thousands (1,250.00); a decimal comma ("12,50") is not read as 1250.
  if (text.includes(',') && !/^-?\d{1,3}(,\d{3})+(\.\d*)?$/.test(text)) return null;
  return parseMoney(text.replaceAll(',', ''));
}

/** Why a matched row cannot be paid, or null when it can. */
function refusalOf(payout: PayoutMatch, amount: number | null, kind: UploadKind): UploadException | null {
  if (payout.paid) return 'already_paid';
  if (payout.status !== 'approved' || payout.archived) return 'not_approved';
  if (kind === 'iban' && payout.paymentPlatform !== 'iban') return 'not_iban';
  if (amount === null) return 'invalid_amount';
  if (amount !== payout.totalMinor) return 'amount_mismatch';
  return null;
}

const recipientOf = (payout: PayoutMatch) =>
  payout.email === null
    ? ''
    : displayNameOf({
        firstName: payout.firstName ?? '',
        lastName: payout.lastName ?? '',
        email: payout.email,
      });

const exceptionMessage = (reason: UploadException, payout: PayoutMatch | undefined) =>
  format(M.reasons[reason], { expected: payout ? formatMoney(payout.totalMinor) : '' });

/**
 * The preview of an uploaded payout sheet (ADR 035): which payouts it will mark paid and why each
 * other row will not be, by sheet row, after one lookup of every reference the sheet names.
 * Nothing changes; the token pays exactly `to_pay` when applied.
 */
export async function previewPayoutUpload(
  app: FastifyInstance,
  actor: SessionActor,
  file: UploadedFile | undefined,
  kind: UploadKind,
): Promise<UploadPreview> {
  if (!file) throw AppError.field('file', M.uploadError);
  const rows = await readPayoutSheet(file);
  const ids = new Set<number>();
  const numbers = new Set<string>();
  for (const { reference } of rows) {
    const id = payoutIdOfReference(reference);
    if (id !== null) ids.add(id);
    else if (reference) numbers.add(reference);
  }
  const found = await findPayoutsByReference(app.db, [...ids], [...numbers]);
  const byReference = new Map<string, PayoutMatch>();
  for (const payout of found) {
    byReference.set(`PO-${payout.id}`, payout);
    if (payout.number) byReference.set(payout.number, payout);
  }
  const seen = new Set<number>();
  const preview: Omit<UploadPreview, 'preview_token' | 'expires_at'> = {
    to_pay: [],
    to_pay_count: 0,
    to_pay_total: '0.00',
    exceptions: [],
  };
  const pairs: [number, number][] = [];
  let total = 0;
  for (const { row, reference, amount: cell } of rows) {
    const id = payoutIdOfReference(reference);
    const payout = byReference.get(id === null ? reference : `PO-${id}`);
    const amount = amountOf(cell);
    let reason: UploadException | null = payout ? refusalOf(payout, amount, kind) : 'unknown';
    if (payout && reason === null && seen.has(payout.id)) reason = 'duplicate';
    if (reason !== null || !payout || amount === null) {
      preview.exceptions.push({
        row,
        reference,
        invoice_id: payout?.id ?? null,
        reason: reason ?? 'unknown',
        message: exceptionMessage(reason ?? 'unknown', payout),
        amount: amount === null ? (cell === null ? null : String(cell)) : formatMoney(amount),
        expected_amount: payout ? formatMoney(payout.totalMinor) : null,
      });
      continue;
    }
    seen.add(payout.id);
    pairs.push([payout.id, payout.revision]);
    total += amount;
    preview.to_pay.push({
      row,
      invoice_id: payout.id,
      reference: payoutReference(payout),
      recipient: recipientOf(payout),
      amount: formatMoney(amount),
    });
  }
  preview.to_pay_count = pairs.length;
  preview.to_pay_total = formatMoney(total);
  const expiresAt = Date.now() + PREVIEW_MINUTES * 60_000;
  const key = await loadInstallationSecret(app.db, app.config);
  return {
    preview_token: issuePreviewToken(key, { actorId: actor.id, expiresAt, pairs }),
    expires_at: new Date(expiresAt).toISOString(),
    ...preview,
  };
}

/** The token's claim, or a 400 on `preview_token` when it is damaged, expired or another person's. */
function claimOf(key: Buffer, token: string, actorId: number): PreviewClaim {
  let claim: PreviewClaim | null;
  try {
    claim = readPreviewToken(key, token, actorId);
  } catch {
    claim = null;
  }
  if (!claim) throw AppError.field('preview_token', M.previewExpired);
  return claim;
}

/**
 * Pays a preview's set (ADR 035): one conditional UPDATE of every previewed payout at the
 * revision the preview read, while it is approved and unpaid, with a 'paid' history line and an
 * audit row each, in one transaction. Any payout that changed since the preview (paid by an
 * earlier apply or a parallel one, edited, archived) makes it 409 and nothing is paid.
 *
 * With an `Idempotency-Key` (ADR 029) the key is claimed first in that transaction: a retry of an
 * apply that succeeded answers its first response (even once the token has expired, for the day
 * the key is kept) and pays nothing again; the same key with another token is 422.
 */
export async function applyPayoutUpload(
  app: FastifyInstance,
  actor: SessionActor,
  token: string,
  idempotency: IdempotentRequest | null,
  requestId: string,
): Promise<Answer<UploadApplied>> {
  const key = await loadInstallationSecret(app.db, app.config);
  return app.db.transaction((tx) =>
    idempotent(tx, idempotency, async () => {
      const { pairs } = claimOf(key, token, actor.id);
      const rows = await markPayoutsPaid(tx, pairs, actor.id);
      if (rows.length !== pairs.length) throw AppError.conflict(M.changedSinceReview);
      await insertPaidEvents(
        tx,
        rows.map((row) => row.id),
        actor.id,
      );
      await insertAuditRows(
        tx,
        rows.map((row) => ({
          actorId: actor.id,
          action: 'invoice.mark_as_paid',
          targetType: 'invoice',
          targetId: row.id,
          before: { ...stateOf(row), paid: false, revision: row.revision - 1 },
          after: { ...stateOf(row), source: 'payout_upload' },
          requestId,
        })),
      );
      const total = rows.reduce((sum, row) => sum + row.totalMinor, 0);
      return {
        statusCode: 200,
        body: {
          message: format(M.applied, { count: rows.length }),
          paid_count: rows.length,
          paid_total: formatMoney(total),
          invoice_ids: rows.map((row) => row.id).sort((a, b) => a - b),
        },
      };
    }),
  );
}
