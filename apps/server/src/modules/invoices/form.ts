import { can } from '@kazi/shared/auth/permissions';
import { type InvoiceAction, permissionFor, refusalOf } from '@kazi/shared/invoices/policy';
import {
  commitmentAmountFor,
  DEFAULT_PAYMENT_PERIOD,
  dueDateOf,
  type IncomingInvoiceType,
  invoiceTotals,
  isIssued,
  type VatMode,
  vatTreatment,
} from '@kazi/shared/invoices/rules';
import type { Invoice, InvoiceCreateBody, InvoiceEditBody } from '@kazi/shared/invoices/schemas';
import { format, MESSAGES } from '@kazi/shared/messages';
import { displayMoney } from '@kazi/shared/money/display';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import type { Answer, IdempotentRequest } from '../idempotency/service.ts';
import { loadProjectForActor } from '../project-core/index.ts';
import { recordInvoiceChange } from './record.ts';
import { idempotentWrite, loadInvoice, presentedInvoice } from './service.ts';
import {
  commitmentBalance,
  findClientCompany,
  findCommitment,
  findInvoiceRow,
  hasLines,
  insertInvoiceRow,
  lockCreditedInvoice,
  lockProjectCurrency,
  lockProjectRow,
  updateIfAllowed,
} from './writes.repository.ts';

const E = MESSAGES.invoices.errors;
const F = MESSAGES.invoices.form;

/** The form's values as they will be stored (an edit: the invoice's, changed by the body). */
interface FormValues {
  type: IncomingInvoiceType;
  projectId: number;
  currency: 'EUR' | 'USD';
  title: string;
  issuedAt: string;
  amountMinor: number;
  commitmentAmountMinor: number | undefined;
  paymentPeriod: number;
  refInvoiceId: number | null;
  commitmentId: number | null;
}

/** What a credit note takes of the invoice it corrects (ADR 032): its currency and its VAT. */
interface CorrectedTerms {
  currency: 'EUR' | 'USD';
  vat: { mode: VatMode; rateBasisPoints: number };
}

/** What the checked form stores beyond its values. */
interface CheckedForm {
  commitmentAmountMinor: number;
  /** A credit note's: the corrected invoice's currency and VAT; null for other types. */
  corrected: CorrectedTerms | null;
}

/**
 * The rules of spec 001 §5 and ADR 032 that need the database, every failing field at once
 * (400): a credit note corrects a live invoice of the project that is not a credit note, in its
 * currency and at its VAT, by no more than what earlier credit notes left of it, net and total
 * (its row locked); a final invoice draws on a commitment payment of the project, and never below
 * a zero balance (the caller locked the project); only those types name those. `except`: the
 * invoice being edited.
 */
async function checkForm(tx: Db, values: FormValues, except: number | null): Promise<CheckedForm> {
  const fields: Record<string, string[]> = {};
  const refuse = (field: string, message: string) => {
    fields[field] = [...(fields[field] ?? []), message];
  };
  let corrected: CorrectedTerms | null = null;

  if (values.type === 'credit_nota') {
    if (values.refInvoiceId === null) refuse('ref_invoice', F.referenceRequired);
    else {
      const ref = await lockCreditedInvoice(tx, values.projectId, values.refInvoiceId, except);
      if (!ref || ref.id === except) refuse('ref_invoice', E.projectCurrency);
      else if (ref.type === 'credit_nota') refuse('ref_invoice', E.refIsCreditNote);
      else if (!isIssued(ref)) refuse('ref_invoice', E.refNotIssued);
      else {
        corrected = {
          currency: ref.currency,
          vat: { mode: ref.vatMode, rateBasisPoints: ref.vatRateBp },
        };
        const money = (minor: number) => displayMoney(Math.max(0, minor), ref.currency);
        const netLeft = ref.amountMinor - ref.creditedMinor;
        const totalLeft = ref.totalMinor - ref.creditedTotalMinor;
        if (values.amountMinor > netLeft) refuse('amount', format(E.creditExceeds, { left: money(netLeft) }));
        else if (invoiceTotals(values.amountMinor, ref.vatRateBp).total > totalLeft) {
          refuse('amount', format(E.creditTotalExceeds, { left: money(totalLeft) }));
        }
      }
    }
  } else if (values.refInvoiceId !== null) refuse('ref_invoice', E.refOnlyCreditNotes);

  if (values.type !== 'final' && values.commitmentId !== null) refuse('commitment', E.commitmentOnlyFinal);
  if (values.type === 'final' && values.commitmentId !== null) {
    if (!(await findCommitment(tx, values.projectId, values.commitmentId))) {
      refuse('commitment', E.commitmentNotFound);
    }
  }

  if (values.type === 'commitment' && values.commitmentAmountMinor === undefined) {
    refuse('commitment_amount', F.commitmentAmountRequired);
  }
  const commitmentAmount = commitmentAmountFor(values.type, values.commitmentAmountMinor ?? 0);
  if (values.type === 'final' && commitmentAmount > 0) {
    const balance = await commitmentBalance(tx, values.projectId, except);
    if (commitmentAmount > balance) {
      const left = displayMoney(Math.max(0, balance), values.currency);
      refuse('commitment_amount', format(E.commitmentExceeds, { balance: left }));
    }
  }
  if (Object.keys(fields).length) throw AppError.validation(fields);
  return { commitmentAmountMinor: commitmentAmount, corrected };
}

/**
 * The stored amounts and dates of the form's values (ADR 032): VAT by the client's company, a
 * credit note's currency and VAT the corrected invoice's; due by the period.
 */
async function pricedRow(
  app: FastifyInstance,
  tx: Db,
  values: FormValues,
  ownerId: number | null,
  corrected: CorrectedTerms | null,
) {
  let vat: CorrectedTerms['vat'] | undefined = corrected?.vat;
  if (!vat) {
    const company = await findClientCompany(tx, ownerId);
    vat = vatTreatment(
      values.type,
      { country: company?.country ?? null, vatNumber: company?.vatNumber ?? null },
      app.config.invoicing.home,
    );
  }
  const totals = invoiceTotals(values.amountMinor, vat.rateBasisPoints);
  return {
    currency: corrected?.currency ?? values.currency,
    title: values.title,
    issuedAt: values.issuedAt,
    dueAt: dueDateOf(values.issuedAt, values.paymentPeriod),
    paymentPeriod: values.paymentPeriod,
    amountMinor: values.amountMinor,
    vatMinor: totals.vat,
    totalMinor: totals.total,
    vatMode: vat.mode,
    vatRateBp: vat.rateBasisPoints,
    refInvoiceId: values.refInvoiceId,
    commitmentId: values.commitmentId,
  };
}

async function create(
  app: FastifyInstance,
  tx: Db,
  actor: SessionActor,
  body: InvoiceCreateBody,
  requestId: string,
): Promise<Invoice> {
  const { project } = await loadProjectForActor(tx, actor, body.project.id, {
    forUpdate: body.type === 'final',
  });
  if (project.archived) throw AppError.conflict(E.projectArchived);
  const values: FormValues = {
    type: body.type,
    projectId: project.id,
    // Read under the project row's lock: a currency change waits for this invoice, or is seen.
    currency: await lockProjectCurrency(tx, project.id),
    title: body.title,
    issuedAt: body.issued_at,
    amountMinor: body.amount,
    commitmentAmountMinor: body.commitment_amount,
    paymentPeriod: body.payment_period ?? DEFAULT_PAYMENT_PERIOD,
    refInvoiceId: body.ref_invoice?.id ?? null,
    commitmentId: body.commitment?.id ?? null,
  };
  const { commitmentAmountMinor, corrected } = await checkForm(tx, values, null);
  const row = await insertInvoiceRow(tx, {
    ...(await pricedRow(app, tx, values, project.ownerId, corrected)),
    type: values.type,
    projectId: project.id,
    commitmentAmountMinor,
    createdById: actor.id,
  });
  await recordInvoiceChange(tx, {
    audit: 'create',
    event: 'created_draft',
    actorId: actor.id,
    before: null,
    after: row,
    requestId,
  });
  return presentedInvoice(tx, actor, row.id);
}

/**
 * POST invoices/ (ADR 032): a draft of an incoming type on a project the actor may open and that
 * is not archived (409), in the project's currency, VAT by its client (a credit note: both the
 * corrected invoice's), due after the payment period; history 'created_draft' and an audit row.
 * With an `Idempotency-Key`, a replay answers the first response.
 */
export function createInvoice(
  app: FastifyInstance,
  actor: SessionActor,
  body: InvoiceCreateBody,
  request: IdempotentRequest | null,
  requestId: string,
): Promise<Answer<Invoice>> {
  return idempotentWrite(app, request, async (tx) => ({
    statusCode: 201,
    body: await create(app, tx, actor, body, requestId),
  }));
}

/** 409 for a refused change: why the invoice's state refuses it now, or that it changed since it was read. */
export async function refused(tx: Db, id: number, action: InvoiceAction): Promise<AppError> {
  const row = await findInvoiceRow(tx, id);
  const reason = row && !row.deletedAt ? refusalOf(action, row) : null;
  return AppError.conflict(reason ?? E.stale);
}

const awaitsOrHasApproval = (status: string) => status === 'pending' || status === 'approved';

/**
 * PATCH invoices/{id}/ without `action` (ADR 032): the form's fields of an invoice not yet
 * generated, sent or paid (`invoices.edit`: admins and finance; others 403), re-checked and
 * re-priced as on creation; `revision`, when sent, must be the invoice's (else 409). A pending or
 * approved invoice whose amount or total changes (a new amount, or VAT re-derived from the
 * client's company as it is now) is a draft again: the client approved the amounts before.
 */
export async function editInvoice(
  app: FastifyInstance,
  tx: Db,
  actor: SessionActor,
  id: number,
  body: InvoiceEditBody,
  requestId: string,
): Promise<Invoice> {
  // Not locked here: the update is conditional on the revision read, and a credit note's edit locks
  // the invoice it credits first (checkForm), as a bulk action does (in id order).
  const current = await loadInvoice(tx, actor, id);
  const invoice = current.invoice;
  if (!can(actor, permissionFor('edit', invoice.type))) throw AppError.forbidden();
  // A payout's project must not be archived (ADR 036); incoming invoices keep ADR 032's rule.
  if (invoice.type === 'purchase' && current.project.archived) throw AppError.conflict(E.projectArchived);
  if (body.revision !== undefined && body.revision !== invoice.revision) throw AppError.conflict(E.stale);
  const refusal = refusalOf('edit', invoice);
  if (refusal) throw AppError.conflict(refusal);
  if (invoice.type === 'final') await lockProjectRow(tx, invoice.projectId);
  // A client's invoice prints its lines; a payout's amount may be corrected (the months read it).
  const amountChanges = body.amount !== undefined && body.amount !== invoice.amountMinor;
  if (amountChanges && invoice.type !== 'purchase' && (await hasLines(tx, id))) {
    throw AppError.validation({ amount: [E.amountFromHours] });
  }
  const values: FormValues = {
    type: invoice.type as IncomingInvoiceType,
    projectId: invoice.projectId,
    currency: invoice.currency,
    title: body.title ?? invoice.title,
    issuedAt: body.issued_at ?? invoice.issuedAt,
    amountMinor: body.amount ?? invoice.amountMinor,
    commitmentAmountMinor: body.commitment_amount ?? invoice.commitmentAmountMinor,
    paymentPeriod: body.payment_period ?? invoice.paymentPeriod,
    refInvoiceId: body.ref_invoice === undefined ? invoice.refInvoiceId : (body.ref_invoice?.id ?? null),
    commitmentId: body.commitment === undefined ? invoice.commitmentId : (body.commitment?.id ?? null),
  };
  const { commitmentAmountMinor, corrected } = await checkForm(tx, values, invoice.id);
  const priced = await pricedRow(app, tx, values, current.project.ownerId, corrected);
  const totalChanges = amountChanges || priced.totalMinor !== invoice.totalMinor;
  const after = await updateIfAllowed(
    tx,
    id,
    'edit',
    {
      ...priced,
      commitmentAmountMinor,
      // A payout edited after its rejection is corrected: a draft to approve again (ADR 036). A
      // client approves the amount and total: changed, it is a draft to send for approval again.
      ...(invoice.type === 'purchase' || (totalChanges && awaitsOrHasApproval(invoice.status))
        ? { status: 'draft' as const }
        : {}),
    },
    invoice.revision,
  );
  if (!after) throw await refused(tx, id, 'edit');
  await recordInvoiceChange(tx, {
    audit: 'edit',
    event: 'updated',
    actorId: actor.id,
    before: invoice,
    after,
    requestId,
  });
  return presentedInvoice(tx, actor, id);
}
