import { MESSAGES } from '@kazi/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { refusal } from '../../test/client.ts';
import {
  type HoursPeople,
  hoursPeople,
  hoursProject,
  LAST_MONTH,
  payOut,
  payoutHoursProject,
  payoutMonths,
  TWO_BACK,
} from './hours.test-support.ts';
import { payoutsOf } from './payouts.test-support.ts';
import { auditOf, historyOf } from './test-support.ts';

let t: TestApp;
let p: HoursPeople;

beforeAll(async () => {
  t = await createTestApp();
  p = await hoursPeople(t);
});
afterAll(() => t.close());

const world = () => payoutHoursProject(t.app.db, p);

describe('POST invoices/payouts/from-hours/: the month’s draft payouts (ADR 036)', () => {
  it('one draft payout per approved developer at the payout rates of each day, one batch', async () => {
    const project = await world();
    const response = await payOut(p.staff, project.id, LAST_MONTH);
    expect(response.statusCode, response.body).toBe(201);
    const { batch_ref, month } = response.json();
    expect(month).toMatchObject({
      month: LAST_MONTH,
      amount: '812.50',
      to_pay_out: '0.00',
      can_create: false,
    });
    const payouts = await payoutsOf(t.app.db, project.id);
    expect(
      payouts.map((payout) => [payout.userId, payout.amountMinor, payout.currency, payout.batchRef]),
    ).toEqual([
      [p.dev.user.id, 38125, 'EUR', batch_ref],
      [p.dev2.user.id, 43125, 'EUR', batch_ref],
    ]);
    for (const payout of payouts) {
      expect(payout.status).toBe('draft');
      expect((await historyOf(t.app.db, payout.id)).map((event) => event.action)).toEqual(['created_draft']);
      expect((await auditOf(t.app.db, payout.id)).map((audit) => audit.action)).toEqual([
        'invoice.create_from_hours',
      ]);
    }
  });

  it('never pays a month out twice (409); a month without approved hours is 409; others 403', async () => {
    const project = await world();
    expect((await payOut(p.finance, project.id, LAST_MONTH)).statusCode).toBe(201);
    const twice = await payOut(p.admin, project.id, LAST_MONTH);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual(refusal('This month’s payouts are already created.'));
    expect((await payOut(p.staff, project.id, TWO_BACK)).json()).toEqual(
      refusal('Only approved months can be paid out.'),
    );
    expect((await payOut(p.cm, project.id, LAST_MONTH)).statusCode).toBe(403);
    expect((await payoutsOf(t.app.db, project.id)).length).toBe(2);
  });

  it('parallel requests for one month: one batch, the others 409', async () => {
    const project = await world();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => payOut(p.staff, project.id, LAST_MONTH)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect((await payoutsOf(t.app.db, project.id)).length).toBe(2);
  });

  it('answers a replayed Idempotency-Key with the first batch', async () => {
    const project = await world();
    const key = { 'idempotency-key': `payouts-from-hours-${project.id}` };
    const first = await payOut(p.staff, project.id, LAST_MONTH, key);
    const replay = await payOut(p.staff, project.id, LAST_MONTH, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
  });

  it('deleting the batch releases the month', async () => {
    const project = await world();
    const { batch_ref } = (await payOut(p.staff, project.id, LAST_MONTH)).json();
    expect((await p.staff.client.delete(`/api/invoices/payouts/${batch_ref}/`)).statusCode).toBe(204);
    expect((await payOut(p.staff, project.id, LAST_MONTH)).statusCode).toBe(201);
  });

  it('keeps a paid-out month approved: re-opening it is 409 until its payouts are deleted (0030)', async () => {
    const project = await world();
    const reopen = () =>
      p.admin.client.post('/api/timesheet-entries/review/', {
        project: project.id,
        user: p.dev.user.id,
        year_month: LAST_MONTH,
        action: 'reopen',
        reason: 'The developer logged a day twice',
      });
    const { batch_ref } = (await payOut(p.staff, project.id, LAST_MONTH)).json();
    const refused = await reopen();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: MESSAGES.timesheets.errors.invoiced });
    expect((await p.staff.client.delete(`/api/invoices/payouts/${batch_ref}/`)).statusCode).toBe(204);
    expect((await reopen()).statusCode).toBe(200);
  });
});

describe('GET invoices/payouts/from-hours/: the months, their payouts and the margin', () => {
  it('staff see the margin (client amount − payouts); a client manager sees the payouts without it', async () => {
    const project = await world();
    const before = (await payoutMonths(p.staff, project.id)).json();
    expect(before.months[0]).toMatchObject({ month: LAST_MONTH, to_pay_out: '812.50', can_create: true });
    expect(before.months[0].margin).toEqual([
      { currency: 'EUR', client: '1261.00', payouts: '812.50', margin: '448.50' },
    ]);
    await payOut(p.staff, project.id, LAST_MONTH);
    const after = (await payoutMonths(p.finance, project.id)).json();
    expect(after.months[0]).toMatchObject({ amount: '812.50', to_pay_out: '0.00', can_create: false });
    expect(
      after.months[0].developers.every((developer: { payout: unknown }) => developer.payout !== null),
    ).toBe(true);

    const cm = await payoutMonths(p.cm, project.id);
    expect(cm.statusCode).toBe(200);
    expect(cm.json().months[0].amount).toBe('812.50');
    expect(cm.json().months[0]).not.toHaveProperty('margin');
    expect((await payoutMonths(p.dev, project.id)).statusCode).toBe(403);
    expect((await payoutMonths(p.owner, project.id)).statusCode).toBe(403);
  });

  it('reads a payout edited after it was made: the month and the margin follow its amount', async () => {
    const project = await world();
    await payOut(p.staff, project.id, LAST_MONTH);
    const mine = (await payoutsOf(t.app.db, project.id)).find((payout) => payout.userId === p.dev.user.id);
    const edited = await p.finance.client.patch(`/api/invoices/${mine?.id}/`, { amount: '300.00' });
    expect(edited.statusCode, edited.body).toBe(200);
    const month = (await payoutMonths(p.staff, project.id)).json().months[0];
    expect(month.developers.find((d: { user: { id: number } }) => d.user.id === p.dev.user.id).amount).toBe(
      '300.00',
    );
    expect(month).toMatchObject({ amount: '731.25', to_pay_out: '0.00' });
    expect(month.margin).toEqual([
      { currency: 'EUR', client: '1261.00', payouts: '731.25', margin: '529.75' },
    ]);
  });

  it('a USD project: client amount in USD and payouts in EUR, on two lines', async () => {
    const project = await hoursProject(t.app.db, p, { currency: 'USD' });
    const [month] = (await payoutMonths(p.admin, project.id)).json().months;
    expect(month.margin.map((line: { currency: string }) => line.currency)).toEqual(['USD', 'EUR']);
    expect(month.margin[1]).toMatchObject({ client: '0.00', payouts: '775.00' });
  });
});
