import { addDays } from '@kazi/shared/invoices/rules';
import { lastDayOf, previousMonth } from '@kazi/shared/timesheets/rules';
import { eq } from 'drizzle-orm';
import { approvedMonths } from '../../modules/invoices/from-hours.repository.ts';
import { payoutLinesOf } from '../../modules/invoices/payouts-from-hours.repository.ts';
import { insertMonthPayouts } from '../../modules/invoices/payouts-from-hours.writes.ts';
import { projects } from '../schema/index.ts';
import { DEMO_PROJECTS } from './projects-data.ts';
import type { DemoSeeder } from './seeders.ts';

/** Months back from the current one whose approved hours the web shop has paid out (ADR 036). */
const PAID_OUT_MONTHS_BACK = [8, 7, 6, 5];

/**
 * Payout batches (ADR 036): the web shop's older approved months paid out from their hours, one
 * draft payout per developer and a batch per month, by the admin; its later approved months are
 * left for "Create payouts", so the dialog shows both (and the margin of each).
 */
export const seedPayoutBatches: DemoSeeder = async ({ db, person }) => {
  const [project] = await db.select().from(projects).where(eq(projects.title, DEMO_PROJECTS.webShop));
  if (!project) throw new Error('demo project webShop is missing');
  const admin = person('admin@demo.test');
  const today = new Date().toISOString().slice(0, 10);
  for (const back of PAID_OUT_MONTHS_BACK) {
    let month = today.slice(0, 7);
    for (let i = 0; i < back; i += 1) month = previousMonth(month);
    const rows = await approvedMonths(db, project.id, month);
    const made = await payoutLinesOf(
      db,
      rows.map((row) => row.timesheetMonthId),
    );
    const open = rows.filter((row) => !made.has(row.timesheetMonthId));
    if (!open.length) continue;
    await insertMonthPayouts(db, {
      projectId: project.id,
      month,
      rows: open,
      issuedAt: addDays(lastDayOf(month), 5),
      actorId: admin.id,
      requestId: null,
    });
  }
};
