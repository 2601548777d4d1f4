import { can } from '@kazi/shared/auth/permissions';
import {
  type PayoutsFromHoursBody,
  type PayoutsFromHoursCreated,
  type PayoutsFromHoursList,
  pricePayoutMonth,
} from '@kazi/shared/invoices/payouts-from-hours';
import { utcToday } from '@kazi/shared/invoices/rules';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { isUniqueViolation } from '../auth/secrets.ts';
import type { Answer, IdempotentRequest } from '../idempotency/service.ts';
import { loadProjectForActor, type ProjectRow } from '../project-core/index.ts';
import { pricedMonthOf } from './from-hours.lines.ts';
import {
  type ApprovedMonthRow,
  approvedMonths,
  clientRatesOf,
  daysOfMonths,
  lockApprovedMonths,
} from './from-hours.repository.ts';
import { presentPayoutMonths } from './payouts-from-hours.presenter.ts';
import { payoutLinesOf, payoutRatesOf } from './payouts-from-hours.repository.ts';
import { insertMonthPayouts } from './payouts-from-hours.writes.ts';
import { idempotentWrite } from './service.ts';

const E = invoicesMessages.invoices.errors;
const P = invoicesMessages.invoices.payoutsFromHours;

/**
 * Who reads a project's months for payouts: those who create payouts (`invoices.create`) and those
 * who review the months and approve draft payouts (`timesheets.review`: client managers).
 */
const mayRead = (actor: SessionActor) => can(actor, 'invoices.create') || can(actor, 'timesheets.review');

/** The months' figures: payouts made, what the open ones would pay, what each month bills the client. */
async function figuresOf(
  db: Db,
  actor: SessionActor,
  project: ProjectRow,
  rows: readonly ApprovedMonthRow[],
) {
  const ids = rows.map((row) => row.timesheetMonthId);
  const payouts = await payoutLinesOf(db, ids);
  const withMargin = can(actor, 'project.view_rates');
  const priced = rows.filter((row) => !payouts.has(row.timesheetMonthId) || (withMargin && !row.line));
  const days = await daysOfMonths(
    db,
    priced.map((row) => row.timesheetMonthId),
  );
  const payoutRates = await payoutRatesOf(db, project.id);
  const clientRates = withMargin ? await clientRatesOf(db, project.id) : new Map();
  const wouldPay = new Map<number, number>();
  const client = new Map<number, number>();
  for (const row of rows) {
    const monthDays = days.get(row.timesheetMonthId) ?? [];
    if (!payouts.has(row.timesheetMonthId)) {
      wouldPay.set(
        row.timesheetMonthId,
        pricePayoutMonth(monthDays, payoutRates.get(row.person.id) ?? []).amountMinor,
      );
    }
    if (withMargin) {
      client.set(
        row.timesheetMonthId,
        row.line?.amountMinor ?? pricedMonthOf(row, days, clientRates).amountMinor,
      );
    }
  }
  return { payouts, wouldPay, client, currency: project.currency, withMargin };
}

/**
 * GET invoices/payouts/from-hours/?project= (ADR 036): the project's approved months, each
 * developer's payout (or what it would pay now, in EUR) and, for those who see rates, the margin.
 * Six queries whatever the number of months.
 */
export async function listPayoutsFromHours(
  app: FastifyInstance,
  actor: SessionActor,
  projectId: number,
): Promise<PayoutsFromHoursList> {
  if (!mayRead(actor)) throw AppError.forbidden();
  const { project } = await loadProjectForActor(app.db, actor, projectId);
  const rows = await approvedMonths(app.db, project.id);
  return {
    project: { id: project.id, title: project.title },
    currency: project.currency,
    months: presentPayoutMonths(rows, await figuresOf(app.db, actor, project, rows)),
  };
}

/**
 * POST invoices/payouts/from-hours/ (ADR 036): a draft payout per developer whose month is approved
 * and not paid out yet, at the payout rates in force on each day, all in one new batch. The month's
 * approved rows are locked first (parallel requests queue, the later ones find the month paid out:
 * 409); the unique payout line per timesheet month holds even so.
 */
export async function createPayoutsFromHours(
  app: FastifyInstance,
  actor: SessionActor,
  body: PayoutsFromHoursBody,
  idempotency: IdempotentRequest | null,
  requestId: string,
): Promise<Answer<PayoutsFromHoursCreated>> {
  try {
    return await idempotentWrite(app, idempotency, async (tx) => {
      const { project } = await loadProjectForActor(tx, actor, body.project);
      if (project.archived) throw AppError.conflict(E.projectArchived);
      await lockApprovedMonths(tx, project.id, body.month);
      const rows = await approvedMonths(tx, project.id, body.month);
      if (!rows.length) throw AppError.conflict(P.monthNotApproved);
      const made = await payoutLinesOf(
        tx,
        rows.map((row) => row.timesheetMonthId),
      );
      const open = rows.filter((row) => !made.has(row.timesheetMonthId));
      if (!open.length) throw AppError.conflict(P.monthPaidOut);

      const batchRef = await insertMonthPayouts(tx, {
        projectId: project.id,
        month: body.month,
        rows: open,
        issuedAt: utcToday(),
        actorId: actor.id,
        requestId,
      });
      const after = await approvedMonths(tx, project.id, body.month);
      const [month] = presentPayoutMonths(after, await figuresOf(tx, actor, project, after));
      if (!month) throw new Error('the paid-out month vanished in its own transaction');
      return { statusCode: 201, body: { batch_ref: batchRef, month } };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(P.monthPaidOut);
    throw error;
  }
}
