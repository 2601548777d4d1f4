import type { ClientRate, DayHours } from '@kazi/shared/invoices/from-hours';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  invoiceLines,
  invoices,
  participationRates,
  participations,
  timesheetEntries,
  timesheetMonths,
  users,
} from '../../db/schema/index.ts';
import { type PersonRow, personColumns } from '../project-core/index.ts';

/** One developer's approved month on the project, and the invoice line that billed it, if any. */
export interface ApprovedMonthRow {
  timesheetMonthId: number;
  /** `YYYY-MM`. */
  month: string;
  totalHours: number;
  person: PersonRow;
  line: { amountMinor: number; invoiceId: number; number: string | null; title: string } | null;
}

const monthText = sql<string>`to_char(${timesheetMonths.month}, 'YYYY-MM')`;

/**
 * The project's approved months with hours (all of them, or one month's), each with the line of a
 * live invoice that billed it; newest month first, then by person.
 */
export async function approvedMonths(db: Db, projectId: number, month?: string): Promise<ApprovedMonthRow[]> {
  const rows = await db
    .select({
      timesheetMonthId: timesheetMonths.id,
      month: monthText,
      totalHours: timesheetMonths.totalHours,
      person: personColumns(users),
      lineAmount: invoiceLines.amountMinor,
      invoiceId: invoices.id,
      number: invoices.number,
      title: invoices.title,
    })
    .from(timesheetMonths)
    .innerJoin(users, eq(users.id, timesheetMonths.userId))
    .leftJoin(invoiceLines, eq(invoiceLines.timesheetMonthId, timesheetMonths.id))
    .leftJoin(invoices, and(eq(invoices.id, invoiceLines.invoiceId), isNull(invoices.deletedAt)))
    .where(
      and(
        eq(timesheetMonths.projectId, projectId),
        eq(timesheetMonths.status, 'approved'),
        sql`${timesheetMonths.totalHours} > 0`,
        month ? eq(timesheetMonths.month, `${month}-01`) : undefined,
      ),
    )
    .orderBy(sql`${timesheetMonths.month} desc`, asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map(({ lineAmount, invoiceId, number, title, ...row }) => ({
    ...row,
    line:
      invoiceId !== null && lineAmount !== null && title !== null
        ? { amountMinor: lineAmount, invoiceId, number, title }
        : null,
  }));
}

/**
 * Locks the project's approved month rows of one month, in id order, until the transaction ends:
 * a second invoice of the same month (or a review) waits here, then reads what the first wrote.
 */
export async function lockApprovedMonths(db: Db, projectId: number, month: string): Promise<void> {
  await db
    .select({ id: timesheetMonths.id })
    .from(timesheetMonths)
    .where(
      and(
        eq(timesheetMonths.projectId, projectId),
        eq(timesheetMonths.month, `${month}-01`),
        eq(timesheetMonths.status, 'approved'),
      ),
    )
    .orderBy(asc(timesheetMonths.id))
    .for('update');
}

/** The days logged in the given timesheet months, by month id. */
export async function daysOfMonths(
  db: Db,
  timesheetMonthIds: readonly number[],
): Promise<Map<number, DayHours[]>> {
  const byMonth = new Map<number, DayHours[]>();
  if (!timesheetMonthIds.length) return byMonth;
  const rows = await db
    .select({ monthId: timesheetMonths.id, day: timesheetEntries.day, hours: timesheetEntries.hours })
    .from(timesheetMonths)
    .innerJoin(
      timesheetEntries,
      and(
        eq(timesheetEntries.projectId, timesheetMonths.projectId),
        eq(timesheetEntries.userId, timesheetMonths.userId),
        sql`${timesheetEntries.day} >= ${timesheetMonths.month}`,
        sql`${timesheetEntries.day} < ${timesheetMonths.month} + interval '1 month'`,
      ),
    )
    .where(inArray(timesheetMonths.id, [...timesheetMonthIds]))
    .orderBy(asc(timesheetEntries.day));
  for (const row of rows) {
    const days = byMonth.get(row.monthId) ?? [];
    days.push({ day: row.day, hours: row.hours });
    byMonth.set(row.monthId, days);
  }
  return byMonth;
}

/** A rate row that prices hours on the project, with the person it belongs to. */
export interface ProjectRate {
  userId: number;
  effectiveFrom: string;
  clientRateMinor: number;
  payoutRateMinor: number;
}

/**
 * Every rate row that prices hours on the project, oldest first: the team's, and those of removed
 * members (whose logged hours are still invoiced and paid out, ADR 010). Someone added again is
 * priced by their new rows from the first of them on: their removed rows dated from that day are
 * left out. Among removed rows of one day, the latest written comes first (it is the one in force).
 */
export async function projectRatesOf(db: Db, projectId: number): Promise<ProjectRate[]> {
  const columns = {
    effectiveFrom: participationRates.effectiveFrom,
    clientRateMinor: participationRates.clientRateMinor,
    payoutRateMinor: participationRates.payoutRateMinor,
  };
  const [team, removed] = await Promise.all([
    db
      .select({ userId: participations.userId, ...columns })
      .from(participationRates)
      .innerJoin(participations, eq(participations.id, participationRates.participationId))
      .where(eq(participations.projectId, projectId))
      .orderBy(asc(participationRates.effectiveFrom)),
    db
      .select({ userId: sql<number>`${participationRates.removedUserId}`, ...columns })
      .from(participationRates)
      .where(and(eq(participationRates.removedFromId, projectId), isNull(participationRates.participationId)))
      .orderBy(asc(participationRates.effectiveFrom), desc(participationRates.id)),
  ]);
  const teamSince = new Map<number, string>();
  for (const rate of team) if (!teamSince.has(rate.userId)) teamSince.set(rate.userId, rate.effectiveFrom);
  const past = removed.filter((rate) => {
    const since = teamSince.get(rate.userId);
    return since === undefined || rate.effectiveFrom < since;
  });
  // A stable sort keeps each side's order on a day.
  return [...team, ...past].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
}

/** The client rates of every member of the project, past members too, by user. */
export async function clientRatesOf(db: Db, projectId: number): Promise<Map<number, ClientRate[]>> {
  const byUser = new Map<number, ClientRate[]>();
  for (const row of await projectRatesOf(db, projectId)) {
    const rates = byUser.get(row.userId) ?? [];
    rates.push({ effective_from: row.effectiveFrom, client_rate_minor: row.clientRateMinor });
    byUser.set(row.userId, rates);
  }
  return byUser;
}

export type InvoiceLineInsert = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;

/** The invoice's lines; a line whose month another line already bills fails on the unique index. */
export async function insertInvoiceLines(
  db: Db,
  invoiceId: number,
  lines: readonly InvoiceLineInsert[],
): Promise<void> {
  if (lines.length) await db.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId })));
}
