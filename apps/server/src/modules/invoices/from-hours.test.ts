import { MESSAGES } from '@kazi/shared/messages';
import type { TimesheetMonthRow } from '@kazi/shared/timesheets/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { insertTimesheetMonth } from '../../db/factories/timesheets.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import { auditLog, invoiceEvents, invoiceLines, invoices, timesheetMonths } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { refusal } from '../../test/client.ts';
import { MISSING } from '../../test/matrix-projects.ts';
import {
  create,
  created,
  day,
  type HoursPeople,
  hoursPeople,
  hoursProject,
  LAST_MONTH,
  list,
  listed,
  TWO_BACK,
} from './hours.test-support.ts';

let t: TestApp;
let p: HoursPeople;

beforeAll(async () => {
  t = await createTestApp();
  p = await hoursPeople(t);
});
afterAll(() => t.close());

const name = (who: { user: { firstName: string; lastName: string } }) =>
  `${who.user.firstName} ${who.user.lastName}`;
const invoiceRow = async (id: number) => {
  const [row] = await t.app.db.select().from(invoices).where(eq(invoices.id, id));
  return row;
};

describe('GET invoices/from-hours/', () => {
  it('lists the approved months with each developer’s hours and what they would bill at the rates in force', async () => {
    const project = await hoursProject(t.app.db, p);
    const body = await listed(p.finance, project.id);
    expect(body.project).toEqual({ id: project.id, title: project.title });
    expect(body.currency).toBe('EUR');
    // Two months back only dev's pending month: not listed. Last month: dev and dev2 approved, dev3 pending.
    expect(body.months.map((m) => m.month)).toEqual([LAST_MONTH]);
    const [month] = body.months;
    const rows = month?.developers.map((d) => [d.user.id, d.hours, d.amount, d.invoice]);
    expect(rows?.sort((x, y) => Number(x[0]) - Number(y[0]))).toEqual([
      [p.dev.user.id, 15.25, '610.00', null],
      // 8.25 h at 38.00 before the 15th, 7.5 h at 45.00 from it.
      [p.dev2.user.id, 15.75, '651.00', null],
    ]);
    expect(month).toMatchObject({
      hours: 31,
      amount: '1261.00',
      to_invoice: '1261.00',
      invoices: [],
      can_invoice: true,
    });
  });

  it('is for those who create invoices (403 for clients, developers, client managers) and 404 on an unknown project', async () => {
    const project = await hoursProject(t.app.db, p);
    for (const who of [p.owner, p.dev, p.cm, p.cso])
      expect((await list(who, project.id)).statusCode).toBe(403);
    for (const who of [p.admin, p.finance, p.staff])
      expect((await list(who, project.id)).statusCode).toBe(200);
    expect((await list(p.admin, MISSING)).statusCode).toBe(404);
    expect((await list(p.admin, 0)).statusCode).toBe(400);
  });

  it('reads the same few statements whatever the number of months and developers', async () => {
    const small = await hoursProject(t.app.db, p);
    const large = await hoursProject(t.app.db, p);
    for (const month of ['2024-01', '2024-02', '2024-03', '2024-04', '2024-05']) {
      for (const who of [p.dev, p.dev2, p.dev3]) {
        await insertTimesheetMonth(t.app.db, {
          projectId: large.id,
          userId: who.user.id,
          month,
          hoursByDay: { [`${month}-08`]: 400, [`${month}-09`]: 425 },
          status: 'approved',
          reviewedById: p.cm.user.id,
        });
      }
    }
    const count = async (projectId: number) =>
      (await t.queries.count(() => list(p.finance, projectId))).statements.length;
    expect((await listed(p.finance, large.id)).months).toHaveLength(6);
    expect(await count(large.id)).toBe(await count(small.id));
  });
});

describe('POST invoices/from-hours/', () => {
  it('creates one draft sale invoice with a line per approved developer, priced day by day, VAT by the client’s company', async () => {
    const project = await hoursProject(t.app.db, p);
    const answer = await created(p.finance, project.id, LAST_MONTH);
    const { invoice } = answer;
    expect(invoice).toMatchObject({
      type: 'sale',
      number: null,
      status: 'draft',
      currency: 'EUR',
      amount: '1261.00',
      // The client's company is Dutch like the seller: 21 % of 1,261.00 is 264.81.
      vat: '264.81',
      total_amount: '1525.81',
    });
    expect(invoice.title).toMatch(/^Hours of /);
    expect(invoice.lines).toEqual(
      expect.arrayContaining([
        {
          description: `${name(p.dev)}: 15.25 h × €40.00`,
          user: p.dev.user.id,
          hours: 15.25,
          rate: '40.00',
          amount: '610.00',
        },
        {
          description: `${name(p.dev2)}: 8.25 h × €38.00, 7.5 h × €45.00`,
          user: p.dev2.user.id,
          hours: 15.75,
          rate: null,
          amount: '651.00',
        },
      ]),
    );
    expect(invoice.lines).toHaveLength(2);
    expect(answer.month).toMatchObject({ month: LAST_MONTH, to_invoice: '0.00', can_invoice: false });
    expect(answer.month.invoices).toEqual([{ id: invoice.id, number: null, title: invoice.title }]);

    const row = await invoiceRow(invoice.id);
    expect(row).toMatchObject({
      projectId: project.id,
      type: 'sale',
      status: 'draft',
      amountMinor: 126_100,
      vatMinor: 26_481,
      totalMinor: 152_581,
      vatMode: 'home',
      vatRateBp: 2100,
      paymentPeriod: 14,
      createdById: p.finance.user.id,
      finalized: false,
    });
    const lines = await t.app.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
    const months = await t.app.db
      .select({ id: timesheetMonths.id })
      .from(timesheetMonths)
      .where(and(eq(timesheetMonths.projectId, project.id), eq(timesheetMonths.status, 'approved')));
    expect(lines.map((line) => line.timesheetMonthId).sort()).toEqual(months.map((m) => m.id).sort());
    const events = await t.app.db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, invoice.id));
    expect(events).toMatchObject([{ action: 'created_draft', actorId: p.finance.user.id }]);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'invoice.create_from_hours'), eq(auditLog.targetId, String(invoice.id))),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: p.finance.user.id, targetType: 'invoice' });
  });

  it('never invoices a month twice: once billed it is 409, and a month approved later gets an invoice of its own', async () => {
    const project = await hoursProject(t.app.db, p);
    const first = await created(p.admin, project.id, LAST_MONTH);
    const again = await create(p.finance, project.id, LAST_MONTH);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal('This month is already invoiced.'));

    await t.app.db
      .update(timesheetMonths)
      .set({ status: 'approved', reviewedById: p.cm.user.id, reviewedAt: new Date() })
      .where(and(eq(timesheetMonths.projectId, project.id), eq(timesheetMonths.userId, p.dev3.user.id)));
    const second = await created(p.staff, project.id, LAST_MONTH);
    expect(second.invoice.lines).toMatchObject([
      { user: p.dev3.user.id, hours: 6, rate: '50.00', amount: '300.00' },
    ]);
    const month = (await listed(p.finance, project.id)).months[0];
    expect(month?.invoices.map((i) => i.id)).toEqual([first.invoice.id, second.invoice.id]);
    expect(month?.developers.find((d) => d.user.id === p.dev3.user.id)?.invoice?.id).toBe(second.invoice.id);
    expect(month).toMatchObject({ amount: '1561.00', to_invoice: '0.00', can_invoice: false });
  });

  it('gives the month back when its draft is deleted: it can be invoiced again', async () => {
    const project = await hoursProject(t.app.db, p);
    const first = await created(p.finance, project.id, LAST_MONTH);
    expect((await p.finance.client.delete(`/api/invoices/${first.invoice.id}/`)).statusCode).toBe(204);
    const month = (await listed(p.finance, project.id)).months[0];
    expect(month).toMatchObject({ invoices: [], to_invoice: '1261.00', can_invoice: true });
    const again = await created(p.finance, project.id, LAST_MONTH);
    expect(again.invoice.id).not.toBe(first.invoice.id);
    expect(again.invoice.amount).toBe('1261.00');
  });

  it('gives the month back when its draft is archived, not when a generated invoice is', async () => {
    const project = await hoursProject(t.app.db, p);
    const draft = await created(p.finance, project.id, LAST_MONTH);
    const archive = (id: number) => p.finance.client.post(`/api/invoices/${id}/archive/`, {});
    expect((await archive(draft.invoice.id)).statusCode).toBe(200);
    expect((await listed(p.finance, project.id)).months[0]).toMatchObject({
      to_invoice: '1261.00',
      can_invoice: true,
    });

    const issued = await created(p.finance, project.id, LAST_MONTH);
    await t.app.db.update(invoices).set({ finalized: true }).where(eq(invoices.id, issued.invoice.id));
    expect((await archive(issued.invoice.id)).statusCode).toBe(200);
    expect((await listed(p.finance, project.id)).months[0]).toMatchObject({
      to_invoice: '0.00',
      can_invoice: false,
    });
    expect((await create(p.finance, project.id, LAST_MONTH)).statusCode).toBe(409);
  });

  it('never gives back the months of an invoice generated while it was being archived', async () => {
    for (let round = 0; round < 4; round += 1) {
      const project = await hoursProject(t.app.db, p);
      const { id } = (await created(p.finance, project.id, LAST_MONTH)).invoice;
      const answers = await Promise.all([
        p.finance.client.post(`/api/invoices/${id}/generate/`, {}),
        p.finance.client.post(`/api/invoices/${id}/archive/`, {}),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toContain(200);
      // Generated, whenever it was archived: its months stay billed. Archived first: they are back.
      const generated = (await invoiceRow(id))?.finalized;
      expect((await create(p.finance, project.id, LAST_MONTH)).statusCode).toBe(generated ? 409 : 201);
    }
  });

  it('refuses to change the amount of an invoice made from hours: it is the sum of its lines', async () => {
    const project = await hoursProject(t.app.db, p);
    const { invoice } = await created(p.finance, project.id, LAST_MONTH);
    const edit = (body: object) => p.finance.client.patch(`/api/invoices/${invoice.id}/`, body);
    const refused = await edit({ amount: '1000.00' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      amount: [
        'This invoice’s amount is the sum of its approved hours: to change it, delete the invoice and make it again from the hours.',
      ],
    });
    const retitled = await edit({ title: 'Team hours, corrected title', amount: invoice.amount });
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect(retitled.json()).toMatchObject({ title: 'Team hours, corrected title', amount: '1261.00' });
  });

  it('keeps a billed month approved: re-opening it is 409 until its draft is deleted (migration 0027)', async () => {
    const project = await hoursProject(t.app.db, p);
    const reopen = () =>
      p.admin.client.post('/api/timesheet-entries/review/', {
        project: project.id,
        user: p.dev.user.id,
        year_month: LAST_MONTH,
        action: 'reopen',
        reason: 'The client disputes a day',
      });
    const reopenOffered = async () => {
      const url = `/api/timesheet-entries/summary/?year_month=${LAST_MONTH}&project=${project.id}`;
      const rows = (await p.admin.client.get(url)).json().results as TimesheetMonthRow[];
      return rows.find((row) => row.user.id === p.dev.user.id)?.abilities.reopen;
    };
    expect(await reopenOffered()).toBe(true);
    const billed = await created(p.finance, project.id, LAST_MONTH);
    // The month view no longer offers it either.
    expect(await reopenOffered()).toBe(false);
    const refused = await reopen();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: MESSAGES.timesheets.errors.invoiced });
    const [month] = await t.app.db
      .select({ status: timesheetMonths.status })
      .from(timesheetMonths)
      .where(
        and(
          eq(timesheetMonths.projectId, project.id),
          eq(timesheetMonths.userId, p.dev.user.id),
          eq(timesheetMonths.month, `${LAST_MONTH}-01`),
        ),
      );
    expect(month?.status).toBe('approved');
    expect((await p.finance.client.delete(`/api/invoices/${billed.invoice.id}/`)).statusCode).toBe(204);
    expect(await reopenOffered()).toBe(true);
    expect((await reopen()).statusCode).toBe(200);
  });

  it("refuses a month with nothing approved: 409 'Only approved months can be invoiced.'", async () => {
    const project = await hoursProject(t.app.db, p);
    for (const month of [TWO_BACK, '2021-03']) {
      const response = await create(p.finance, project.id, month);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(refusal('Only approved months can be invoiced.'));
    }
    expect(await t.app.db.select().from(invoices).where(eq(invoices.projectId, project.id))).toEqual([]);
  });

  it('gives 50 parallel requests for one month one invoice, the others 409', async () => {
    const project = await hoursProject(t.app.db, p);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => create(p.finance, project.id, LAST_MONTH)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toEqual(refusal('This month is already invoiced.'));
    }
    const rows = await t.app.db.select().from(invoices).where(eq(invoices.projectId, project.id));
    expect(rows).toHaveLength(1);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'invoice.create_from_hours'), eq(auditLog.targetId, String(rows[0]?.id))),
      );
    expect(audit).toHaveLength(1);
  });

  it('honours Idempotency-Key: a replay answers the first response, another body with the key is 422', async () => {
    const project = await hoursProject(t.app.db, p);
    const key = { 'idempotency-key': `from-hours-${project.id}` };
    const first = await create(p.finance, project.id, LAST_MONTH, key);
    expect(first.statusCode).toBe(201);
    const replay = await create(p.finance, project.id, LAST_MONTH, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(await t.app.db.select().from(invoices).where(eq(invoices.projectId, project.id))).toHaveLength(1);
    const other = await create(p.finance, project.id, TWO_BACK, key);
    expect(other.statusCode).toBe(422);
  });

  it('bills in the project’s currency, without VAT for a client outside the EU', async () => {
    const kenyan = await createUserWithRole(t.app.db, 'client', {
      company: { name: 'Savanna Freight Ltd', city: 'Nairobi', country: 'KE' },
    });
    const project = await createProject(t.app.db, { ownerId: kenyan.id, currency: 'USD' });
    await addParticipant(t.app.db, project.id, p.dev.user.id, { clientRateMinor: 1234 });
    await insertTimesheetMonth(t.app.db, {
      projectId: project.id,
      userId: p.dev.user.id,
      month: LAST_MONTH,
      // 7.5 h × 12.34 = 92.55; 0.25 h × 12.34 = 3.085 → the hours are summed first: 7.75 h → 95.635 → 95.64.
      hoursByDay: { [day(LAST_MONTH, 6)]: 750, [day(LAST_MONTH, 7)]: 25 },
      status: 'approved',
      reviewedById: p.admin.user.id,
    });
    const { invoice } = await created(p.admin, project.id, LAST_MONTH);
    expect(invoice).toMatchObject({ currency: 'USD', amount: '95.64', vat: '0.00', total_amount: '95.64' });
    expect(invoice.lines[0]?.description).toBe(`${name(p.dev)}: 7.75 h × $12.34`);
    expect(await invoiceRow(invoice.id)).toMatchObject({ vatMode: 'none', vatRateBp: 0, currency: 'USD' });
  });

  it('is refused to those who may not create invoices (403), on an unknown project (404) and an archived one (409)', async () => {
    const project = await hoursProject(t.app.db, p);
    for (const who of [p.owner, p.dev, p.cm, p.cso]) {
      expect((await create(who, project.id, LAST_MONTH)).statusCode).toBe(403);
    }
    expect((await create(p.finance, MISSING, LAST_MONTH)).statusCode).toBe(404);
    const archived = await hoursProject(t.app.db, p, { archived: true, archivedAt: new Date() });
    const response = await create(p.finance, archived.id, LAST_MONTH);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusal('The project is archived: its payments cannot change.'));
    const rows = await t.app.db
      .select()
      .from(invoices)
      .where(inArray(invoices.projectId, [project.id, archived.id]));
    expect(rows).toEqual([]);
  });

  it('validates the body: a month is YYYY-MM, unknown keys are refused', async () => {
    const project = await hoursProject(t.app.db, p);
    const bad = await p.finance.client.post('/api/invoices/from-hours/', {
      project: project.id,
      month: '2026-13',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['month']);
    const extra = await p.finance.client.post('/api/invoices/from-hours/', {
      project: project.id,
      month: LAST_MONTH,
      amount: '1.00',
    });
    expect(extra.statusCode).toBe(400);
  });
});
