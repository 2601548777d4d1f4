import { can } from '@kazi/shared/auth/permissions';
import type { InvoiceBilling } from '@kazi/shared/invoices/billing';
import { refusalOf } from '@kazi/shared/invoices/policy';
import { invoiceNumber, invoiceTotals, vatTreatment } from '@kazi/shared/invoices/rules';
import type { Invoice } from '@kazi/shared/invoices/schemas';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import type { Answer, IdempotentRequest } from '../idempotency/service.ts';
import { displayNameOf } from '../project-core/index.ts';
import { currentBilling } from './billing.ts';
import { deliverInvoice } from './deliver.ts';
import { refused } from './form.ts';
import type { LoadedInvoice } from './loaded.repository.ts';
import { recordInvoiceChange } from './record.ts';
import { idempotentWrite, lockInvoice, presentedInvoice } from './service.ts';
import {
  countReminderIfAllowed,
  finalizeIfAllowed,
  findClientCompany,
  findCorrectedTerms,
  type InvoiceRecord,
  takeSeriesNumbers,
} from './writes.repository.ts';

const yearOf = (day: string) => Number(day.slice(0, 4));

/**
 * The numbers these invoices get when generated (ADR 032 Numbering: a series per type and the
 * invoice date's year), in id order within a series. The series are taken in one fixed order, so
 * two bulk generations never wait on each other in a cycle.
 */
export async function numbersFor(
  tx: Db,
  invoices: readonly Pick<InvoiceRecord, 'id' | 'type' | 'issuedAt'>[],
): Promise<Map<number, string>> {
  const series = new Map<string, (typeof invoices)[number][]>();
  for (const invoice of [...invoices].sort((a, b) => a.id - b.id)) {
    const key = `${invoice.type}:${yearOf(invoice.issuedAt)}`;
    series.set(key, [...(series.get(key) ?? []), invoice]);
  }
  const numbers = new Map<number, string>();
  for (const key of [...series.keys()].sort()) {
    const members = series.get(key) ?? [];
    const first = members[0];
    if (!first) continue;
    const year = yearOf(first.issuedAt);
    const start = await takeSeriesNumbers(tx, first.type, year, members.length);
    members.forEach((invoice, i) => {
      numbers.set(invoice.id, invoiceNumber(invoice.type, year, start + i));
    });
  }
  return numbers;
}

/**
 * A mailing change of an invoice the actor sees (`invoices.finalize`, else 403): its conditional
 * update (409 with the reason when its state refuses: the transaction rolls back, a number taken
 * with it too), its history line and audit row, then the invoice mailed with its PDF.
 */
async function changeAndMail(
  app: FastifyInstance,
  tx: Db,
  actor: SessionActor,
  loaded: LoadedInvoice,
  requestId: string,
  change: {
    action: 'generate' | 'send_reminder';
    event: 'generated' | 'payment_reminder_sent';
    kind: 'invoice' | 'invoice_reminder';
    update: () => Promise<InvoiceRecord | null>;
  },
): Promise<InvoiceRecord> {
  if (!can(actor, 'invoices.finalize')) throw AppError.forbidden();
  const { invoice } = loaded;
  const after = await change.update();
  if (!after) throw await refused(tx, invoice.id, change.action);
  await recordInvoiceChange(tx, {
    audit: change.action,
    event: change.event,
    actorId: actor.id,
    before: invoice,
    after,
    requestId,
  });
  await deliverInvoice(app, tx, { actorId: actor.id, invoiceId: invoice.id, kind: change.kind });
  return after;
}

/**
 * The VAT an invoice is generated with (ADR 032): the client's company's as it is now; a credit
 * note's, with its currency, the invoice's it corrects (frozen when that one was generated).
 */
async function vatAtGeneration(
  app: FastifyInstance,
  tx: Db,
  invoice: LoadedInvoice['invoice'],
  company: Awaited<ReturnType<typeof findClientCompany>>,
) {
  const corrected =
    invoice.type === 'credit_nota' && invoice.refInvoiceId !== null
      ? await findCorrectedTerms(tx, invoice.refInvoiceId)
      : undefined;
  if (corrected) {
    return {
      currency: corrected.currency,
      vat: { mode: corrected.vatMode, rateBasisPoints: corrected.vatRateBp },
    };
  }
  const vat = vatTreatment(
    invoice.type,
    { country: company?.country ?? null, vatNumber: company?.vatNumber ?? null },
    app.config.invoicing.home,
  );
  return { currency: invoice.currency, vat };
}

/**
 * Generates one invoice under the number it was given (ADR 032): its VAT and billing details
 * frozen as they are now, finalized (a draft becomes pending, and so does an approved invoice
 * whose total that VAT changes: the client approves the new total), then mailed (kind `invoice`).
 */
export async function generateOne(
  app: FastifyInstance,
  tx: Db,
  actor: SessionActor,
  loaded: LoadedInvoice,
  number: string,
  requestId: string,
): Promise<InvoiceRecord> {
  const { invoice, project, owner } = loaded;
  return changeAndMail(app, tx, actor, loaded, requestId, {
    action: 'generate',
    event: 'generated',
    kind: 'invoice',
    update: async () => {
      const company = await findClientCompany(tx, project.ownerId);
      const { currency, vat } = await vatAtGeneration(app, tx, invoice, company);
      const totals = invoiceTotals(invoice.amountMinor, vat.rateBasisPoints);
      const billing: InvoiceBilling = {
        ...currentBilling(app.config.invoicing, company ?? null, owner ? displayNameOf(owner) : ''),
        vat: { mode: vat.mode, rate_basis_points: vat.rateBasisPoints },
      };
      return finalizeIfAllowed(tx, invoice.id, {
        currency,
        number,
        billing,
        vatMode: vat.mode,
        vatRateBp: vat.rateBasisPoints,
        vatMinor: totals.vat,
        totalMinor: totals.total,
      });
    },
  });
}

/**
 * A payment reminder (ADR 032): counted and dated (unpaid, generated or sent, not archived), then
 * the invoice mailed again with its PDF (kind `invoice_reminder`).
 */
export function remindOne(
  app: FastifyInstance,
  tx: Db,
  actor: SessionActor,
  loaded: LoadedInvoice,
  requestId: string,
): Promise<InvoiceRecord> {
  return changeAndMail(app, tx, actor, loaded, requestId, {
    action: 'send_reminder',
    event: 'payment_reminder_sent',
    kind: 'invoice_reminder',
    update: () => countReminderIfAllowed(tx, loaded.invoice.id),
  });
}

/** POST invoices/{id}/generate/. With an `Idempotency-Key`, a replay answers the first response. */
export async function generateInvoice(
  app: FastifyInstance,
  actor: SessionActor,
  id: number,
  request: IdempotentRequest | null,
  requestId: string,
): Promise<Answer<Invoice>> {
  return idempotentWrite(app, request, async (tx) => {
    const loaded = await lockInvoice(tx, actor, id);
    // A refusal known now takes no number (nor waits on the series).
    const refusal = refusalOf('generate', loaded.invoice);
    if (refusal) throw AppError.conflict(refusal);
    const numbers = await numbersFor(tx, [loaded.invoice]);
    await generateOne(app, tx, actor, loaded, numbers.get(id) as string, requestId);
    return { statusCode: 200, body: await presentedInvoice(tx, actor, id) };
  });
}

/** POST invoices/{id}/payment-reminder/: `{ message }` (spec 001 §8: the reminder uses the server's). */
export async function remindInvoice(
  app: FastifyInstance,
  actor: SessionActor,
  id: number,
  request: IdempotentRequest | null,
  requestId: string,
): Promise<Answer<{ message: string }>> {
  return idempotentWrite(app, request, async (tx) => {
    await remindOne(app, tx, actor, await lockInvoice(tx, actor, id), requestId);
    return { statusCode: 200, body: { message: MESSAGES.invoices.success.send_reminder } };
  });
}
