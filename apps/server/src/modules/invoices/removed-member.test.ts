import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant } from '../../db/factories/projects.ts';
import { participations } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  created,
  day,
  type HoursPeople,
  hoursPeople,
  LAST_MONTH,
  listed,
  payOut,
  payoutHoursProject,
  payoutMonths,
} from './hours.test-support.ts';
import { payoutsOf } from './payouts.test-support.ts';

let t: TestApp;
let p: HoursPeople;

beforeAll(async () => {
  t = await createTestApp();
  p = await hoursPeople(t);
});
afterAll(() => t.close());

/** payoutHoursProject with dev2 (approved last month: 8.25 h at 38.00, 7.5 h at 45.00) removed from the team. */
async function withoutDev2() {
  const project = await payoutHoursProject(t.app.db, p);
  const [member] = await t.app.db
    .select({ id: participations.id })
    .from(participations)
    .where(and(eq(participations.projectId, project.id), eq(participations.userId, p.dev2.user.id)));
  const removed = await p.admin.client.delete(`/api/participation/${member?.id}/`);
  expect(removed.statusCode, removed.body).toBe(204);
  return project;
}

/** dev2 added again at 99.00 an hour from `from`. */
const addDev2Again = (projectId: number, from: string) =>
  addParticipant(t.app.db, projectId, p.dev2.user.id, { clientRateMinor: 9900, effectiveFrom: from });

/** dev2's row of last month on the invoices-from-hours list. */
async function dev2Month(projectId: number) {
  const [month] = (await listed(p.finance, projectId)).months;
  return month?.developers.find((row) => row.user.id === p.dev2.user.id);
}

describe('a member removed after their hours were approved', () => {
  it('is still invoiced for those hours at the client rates in force on each day', async () => {
    const project = await withoutDev2();
    expect(await dev2Month(project.id)).toMatchObject({ hours: 15.75, amount: '651.00' });
    const invoice = await created(p.finance, project.id, LAST_MONTH);
    expect(invoice.invoice.amount).toBe('1261.00');
  });

  it('is still paid out for those hours, and their payout is kept when the batch is saved again', async () => {
    const project = await withoutDev2();
    const months = await payoutMonths(p.staff, project.id);
    expect(months.statusCode, months.body).toBe(200);
    const response = await payOut(p.staff, project.id, LAST_MONTH);
    expect(response.statusCode, response.body).toBe(201);
    const payouts = await payoutsOf(t.app.db, project.id);
    // 8.25 h at 25.00 before the 15th, 7.5 h at 30.00 from it.
    expect(payouts.find((payout) => payout.userId === p.dev2.user.id)?.amountMinor).toBe(43125);

    const ref = response.json().batch_ref as string;
    const batch = (await p.staff.client.get(`/api/invoices/payouts/${ref}/`)).json();
    const saved = await p.staff.client.patch(`/api/invoices/payouts/${ref}/`, {
      title: batch.title,
      issued_at: batch.issued_at,
      rows: batch.payouts.map((payout: { user: { id: number }; amount: string }) => ({
        user: { id: payout.user.id },
        amount: payout.amount,
      })),
      revisions: batch.revisions,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('added again, is priced at their old rates before the new ones take effect', async () => {
    const project = await withoutDev2();
    await addDev2Again(project.id, day(LAST_MONTH, 20));
    // 8.25 h at 38.00, then 7.5 h on the 20th at 99.00 (the new rate from that day).
    expect(await dev2Month(project.id)).toMatchObject({ hours: 15.75, amount: '1056.00' });
  });

  it('added again from a day before their last rates, is priced by the new rates from that day on', async () => {
    const project = await withoutDev2();
    await addDev2Again(project.id, day(LAST_MONTH, 12));
    // 8 h on the 10th at 38.00; 0.25 h on the 14th and 7.5 h on the 20th at 99.00 (the removed
    // 45.00 from the 15th is not in force once the new rates start before it).
    expect(await dev2Month(project.id)).toMatchObject({ hours: 15.75, amount: '1071.25' });
  });

  it('removed again after that, is still priced by the rates of their second time on the team', async () => {
    const project = await withoutDev2();
    const again = await addDev2Again(project.id, day(LAST_MONTH, 12));
    expect((await p.admin.client.delete(`/api/participation/${again.id}/`)).statusCode).toBe(204);
    expect(await dev2Month(project.id)).toMatchObject({ hours: 15.75, amount: '1071.25' });
  });
});
