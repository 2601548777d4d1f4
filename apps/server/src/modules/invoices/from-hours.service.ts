import {
  type FromHoursBody,
  type FromHoursCreated,
  type FromHoursList,
  fromHoursTitle,
} from '@kazi/shared/invoices/from-hours';
import {
  DEFAULT_PAYMENT_PERIOD,
  dueDateOf,
  invoiceTotals,
  utcToday,
  vatTreatment,
} from '@kazi/shared/invoices/rules';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { isUniqueViolation } from '../auth/secrets.ts';
import type { Answer, IdempotentRequest } from '../idempotency/service.ts';
import { loadProjectForActor, type ProjectRow } from '../project-core/index.ts';
import { draftLines, pricedMonthOf } from './from-hours.lines.ts';
import { presentCreated, presentList, presentMonths } from './from-hours.presenter.ts';
import {
  type ApprovedMonthRow,
  approvedMonths,
  clientRatesOf,
  daysOfMonths,
  insertInvoiceLines,
  lockApprovedMonths,
} from './from-hours.repository.ts';
import { recordInvoiceChange } from './record.ts';
import { idempotentWrite } from './service.ts';
import { findClientCompany, insertInvoiceRow } from './writes.repository.ts';

const E = invoicesMessages.invoices.errors;

/** What each open (not invoiced) developer month would bill now, by timesheet month id. */
async function wouldBill(db: Db, project: ProjectRow, rows: readonly ApprovedMonthRow[]) {
  const open = rows.filter((row) => row.line === null);
  const amounts = new Map<number, number>();
  if (!open.length) return amounts;
  const [days, rates] = await Promise.all([
    daysOfMonths(
      db,
      open.map((row) => row.timesheetMonthId),
    ),
    clientRatesOf(db, project.id),
  ]);
  for (const row of open) amounts.set(row.timesheetMonthId, pricedMonthOf(row, days, rates).amountMinor);
  return amounts;
}

/**
 * GET invoices/from-hours/?project=: the project's approved months (staff with `invoices.create`
 * who may open the project; else 404), each with its developers, hours, amount and invoices.
 * Four queries whatever the number of months.
 */
export async function listFromHours(
  app: FastifyInstance,
  actor: SessionActor,
  projectId: number,
): Promise<FromHoursList> {
  const { project } = await loadProjectForActor(app.db, actor, projectId);
  const rows = await approvedMonths(app.db, project.id);
  return presentList(project, rows, await wouldBill(app.db, project, rows));
}

/**
 * POST invoices/from-hours/: one draft sale invoice for the month's approved developer months not
 * invoiced yet, a line each at the client rates in force on each day, in the project's currency,
 * with the VAT of the client's company. The month's approved rows are locked first, so parallel
 * requests for one month queue and all but the first find it invoiced (409); the unique line per
 * timesheet month holds even so. History `created_draft` and an audit row (`invoice.create_from_hours`)
 * in the same transaction.
 */
export async function createFromHours(
  app: FastifyInstance,
  actor: SessionActor,
  body: FromHoursBody,
  idempotency: IdempotentRequest | null,
  requestId: string,
): Promise<Answer<FromHoursCreated>> {
  try {
    return await idempotentWrite(app, idempotency, async (tx) => {
      const { project } = await loadProjectForActor(tx, actor, body.project);
      if (project.archived) throw AppError.conflict(E.projectArchived);
      await lockApprovedMonths(tx, project.id, body.month);
      const rows = await approvedMonths(tx, project.id, body.month);
      if (!rows.length) throw AppError.conflict(E.monthNotApproved);
      const open = rows.filter((row) => row.line === null);
      if (!open.length) throw AppError.conflict(E.monthInvoiced);

      // One connection in a transaction: one statement after the other.
      const days = await daysOfMonths(
        tx,
        open.map((row) => row.timesheetMonthId),
      );
      const rates = await clientRatesOf(tx, project.id);
      const company = await findClientCompany(tx, project.ownerId);
      const { lines, amountMinor } = draftLines(open, days, rates, project.currency);
      const vat = vatTreatment(
        'sale',
        { country: company?.country ?? null, vatNumber: company?.vatNumber ?? null },
        app.config.invoicing.home,
      );
      const totals = invoiceTotals(amountMinor, vat.rateBasisPoints);
      const issuedAt = utcToday();
      const invoice = await insertInvoiceRow(tx, {
        type: 'sale',
        projectId: project.id,
        title: fromHoursTitle(body.month),
        issuedAt,
        dueAt: dueDateOf(issuedAt, DEFAULT_PAYMENT_PERIOD),
        paymentPeriod: DEFAULT_PAYMENT_PERIOD,
        currency: project.currency,
        amountMinor: totals.subtotal,
        vatMinor: totals.vat,
        totalMinor: totals.total,
        vatMode: vat.mode,
        vatRateBp: vat.rateBasisPoints,
        createdById: actor.id,
      });
      await insertInvoiceLines(tx, invoice.id, lines);
      await recordInvoiceChange(tx, {
        audit: 'create_from_hours',
        event: 'created_draft',
        actorId: actor.id,
        before: null,
        after: invoice,
        requestId,
      });
      const [month] = presentMonths(await approvedMonths(tx, project.id, body.month), new Map());
      if (!month) throw new Error('the invoiced month vanished in its own transaction');
      return { statusCode: 201, body: presentCreated(invoice, lines, month) };
    });
  } catch (error) {
    // The row locks make this rare; the unique line per month makes it impossible to bill twice.
    if (isUniqueViolation(error)) throw AppError.conflict(E.monthInvoiced);
    throw error;
  }
}
