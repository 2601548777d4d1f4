import { MESSAGES } from '@kazi/shared/messages';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { insertTimesheetMonth } from '../../db/factories/timesheets.ts';
import type { UserRow } from '../../db/factories/users.ts';
import { auditLog, invoices, projects } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, refusal, type TestClient } from '../../test/client.ts';

let t: TestApp;
let staff: TestClient;
let owner: { client: TestClient; user: UserRow };
let cm: { client: TestClient; user: UserRow };
let cso: { client: TestClient; user: UserRow };
let member: { client: TestClient; user: UserRow };

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, 'staff')).client;
  owner = await loginAs(t.app, 'client');
  cm = await loginAs(t.app, 'client_manager');
  cso = await loginAs(t.app, 'client_support_officer');
  member = await loginAs(t.app, 'developer');
});
afterAll(() => t.close());

const newProject = (overrides: Partial<typeof projects.$inferInsert> = {}) =>
  createProject(t.app.db, {
    ownerId: owner.user.id,
    cmId: cm.user.id,
    csoId: cso.user.id,
    currency: 'EUR',
    invoicingEmail: 'billing@client.test',
    ...overrides,
  });
const row = async (id: number) => (await t.app.db.select().from(projects).where(eq(projects.id, id)))[0];
const patch = (caller: TestClient, id: number, body: object) => caller.patch(`/api/projects/${id}/`, body);
/** An invoice of the project, inserted as it is stored (deleted when `deletedAt` is given). */
const addInvoice = (projectId: number, type: 'sale' | 'purchase', deletedAt: Date | null = null) =>
  t.app.db.insert(invoices).values({
    type,
    projectId,
    title: `A ${type}`,
    issuedAt: '2026-03-02',
    dueAt: '2026-03-16',
    currency: 'EUR',
    amountMinor: 100_000,
    vatMinor: 0,
    totalMinor: 100_000,
    deletedAt,
  });
const lockOf = async (caller: TestClient, id: number) => {
  const response = await caller.get(`/api/projects/${id}/`);
  expect(response.statusCode, response.body).toBe(200);
  const { currency_locked, currency_locked_by } = response.json();
  return { currency_locked, currency_locked_by };
};
const audits = (id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'project.payment_changed'), eq(auditLog.targetId, String(id))))
    .orderBy(asc(auditLog.id));

describe('PATCH projects/{id}/ currency and payment structure', () => {
  it('lets the owner change them ("owners and admins … edit payment"), with an audit row', async () => {
    const project = await newProject();
    const response = await patch(owner.client, project.id, {
      currency: 'USD',
      payment_structure: { hours_per_week: 20 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await row(project.id)).toMatchObject({ currency: 'USD', paymentHoursPerWeek: '20.00' });
    expect(response.json().abilities).toMatchObject({ manage: true, manage_payment: true });
    expect(await audits(project.id)).toHaveLength(1);
  });

  it('refuses them to a team member', async () => {
    const project = await newProject();
    await addParticipant(t.app.db, project.id, member.user.id);
    expect((await patch(member.client, project.id, { currency: 'EUR' })).statusCode).toBe(403);
  });

  it.each([
    ['staff', () => staff],
    ['the project’s cm', () => cm.client],
    ['the project’s cso', () => cso.client],
  ])('lets %s change them, with one audit row', async (_name, caller) => {
    const project = await newProject();
    const response = await patch(caller(), project.id, {
      currency: 'USD',
      payment_structure: { amount: '1250.5', hours_per_week: 40, payment_type: 'monthly' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ currency: 'USD' });
    const [audit, ...more] = await audits(project.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      before: {
        currency: 'EUR',
        payment_structure: { amount_minor: null, hours_per_week: null, payment_type: null },
      },
      after: {
        currency: 'USD',
        payment_structure: { amount_minor: 125050, hours_per_week: 40, payment_type: 'monthly' },
      },
    });
  });

  it('keeps the cso to the payment: other details stay 403', async () => {
    const project = await newProject({ title: 'Kept' });
    expect((await patch(cso.client, project.id, { title: 'Changed' })).statusCode).toBe(403);
    expect((await row(project.id))?.title).toBe('Kept');
  });

  it('audits an invoicing e-mail change without the address', async () => {
    const project = await newProject();
    const response = await patch(owner.client, project.id, { invoicing_email: 'new@client.test' });
    expect(response.statusCode, response.body).toBe(200);
    const [audit] = await audits(project.id);
    expect(audit).toMatchObject({
      before: { invoicing_email: 'set' },
      after: { invoicing_email: 'changed' },
    });
    expect(JSON.stringify(audit)).not.toContain('client.test');
  });

  it('refuses a currency change once a member has a client rate (409), not for rates of 0', async () => {
    const project = await newProject();
    const invited = await loginAs(t.app, 'developer');
    await addParticipant(t.app.db, project.id, invited.user.id, { status: 'pending', clientRateMinor: 0 });
    const free = await patch(staff, project.id, { currency: 'USD' });
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json().currency_locked).toBe(false);
    await addParticipant(t.app.db, project.id, member.user.id, { clientRateMinor: 4000 });
    expect(await lockOf(staff, project.id)).toEqual({
      currency_locked: true,
      currency_locked_by: 'client_rates',
    });
    const locked = await patch(staff, project.id, { currency: 'EUR' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual(
      refusal('The currency cannot change once team members have client rates in it.'),
    );
    expect((await row(project.id))?.currency).toBe('USD');
    expect((await audits(project.id)).length).toBe(1);
    const structure = await patch(staff, project.id, { payment_structure: { hours_per_week: 10 } });
    expect(structure.statusCode, structure.body).toBe(200);
  });
  it('refuses a currency change once the project has an incoming invoice (409); a deleted one or a payout (EUR) does not count', async () => {
    const project = await newProject();
    await addInvoice(project.id, 'sale', new Date());
    await addInvoice(project.id, 'purchase');
    const free = await patch(staff, project.id, { currency: 'USD' });
    expect(free.statusCode, free.body).toBe(200);
    await addInvoice(project.id, 'sale');
    const locked = await patch(staff, project.id, { currency: 'EUR' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual(refusal('The currency cannot change once the project has invoices in it.'));
    expect((await row(project.id))?.currency).toBe('USD');
    expect((await audits(project.id)).length).toBe(1);
    const emails = await patch(staff, project.id, { invoicing_email: 'other@client.test' });
    expect(emails.statusCode, emails.body).toBe(200);
  });

  it('shows the currency locked in the detail once the project has an invoice, not before; a deleted one does not lock', async () => {
    const project = await newProject();
    await addParticipant(t.app.db, project.id, member.user.id, { clientRateMinor: 0 });
    expect(await lockOf(staff, project.id)).toEqual({ currency_locked: false, currency_locked_by: null });
    await addInvoice(project.id, 'sale', new Date());
    expect(await lockOf(staff, project.id)).toEqual({ currency_locked: false, currency_locked_by: null });
    await addInvoice(project.id, 'sale');
    expect(await lockOf(staff, project.id)).toEqual({
      currency_locked: true,
      currency_locked_by: 'invoices',
    });
    expect(await lockOf(cso.client, project.id)).toEqual({
      currency_locked: true,
      currency_locked_by: 'invoices',
    });
    // A team member sees the lock, not why: the reason is for those who may change the currency.
    expect(await lockOf(member.client, project.id)).toEqual({
      currency_locked: true,
      currency_locked_by: null,
    });
    expect((await patch(staff, project.id, { currency: 'USD' })).json()).toEqual(
      refusal(MESSAGES.invoices.errors.currencyInvoiced),
    );
    // Client rates come first, in the detail as in the 409.
    const priced = await loginAs(t.app, 'developer');
    await addParticipant(t.app.db, project.id, priced.user.id, { clientRateMinor: 4000 });
    expect(await lockOf(staff, project.id)).toEqual({
      currency_locked: true,
      currency_locked_by: 'client_rates',
    });
    expect((await patch(staff, project.id, { currency: 'USD' })).json()).toEqual(
      refusal(MESSAGES.projects.currencyLocked),
    );
  });

  it('stays locked once a member with a client rate and logged hours is removed; not for one who logged nothing', async () => {
    const project = await newProject();
    const participation = await addParticipant(t.app.db, project.id, member.user.id, {
      clientRateMinor: 4000,
    });
    await insertTimesheetMonth(t.app.db, {
      projectId: project.id,
      userId: member.user.id,
      month: '2026-03',
      hoursByDay: { '2026-03-02': 800 },
    });
    expect((await staff.delete(`/api/participation/${participation.id}/`)).statusCode).toBe(204);
    expect((await staff.get(`/api/projects/${project.id}/`)).json().currency_locked).toBe(true);
    expect((await patch(staff, project.id, { currency: 'USD' })).statusCode).toBe(409);
    expect((await row(project.id))?.currency).toBe('EUR');

    const other = await newProject();
    const invitee = await addParticipant(t.app.db, other.id, member.user.id, { clientRateMinor: 4000 });
    expect((await staff.delete(`/api/participation/${invitee.id}/`)).statusCode).toBe(204);
    expect((await staff.get(`/api/projects/${other.id}/`)).json().currency_locked).toBe(false);
    expect((await patch(staff, other.id, { currency: 'USD' })).statusCode).toBe(200);
  });
});

describe('PATCH projects/{id}/ details of an archived project', () => {
  it('answers 409 as the other archived checks do, and changes nothing', async () => {
    const project = await newProject({ title: 'Frozen', archived: true });
    for (const body of [{ title: 'Thawed' }, { currency: 'USD' }, { invoicing_email: 'x@client.test' }]) {
      const response = await patch(staff, project.id, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(refusal(MESSAGES.projects.archivedReadOnly));
    }
    expect(await row(project.id)).toMatchObject({ title: 'Frozen', currency: 'EUR' });
    expect((await patch(member.client, project.id, { title: 'x' })).statusCode).toBe(404);
    const restored = await patch(owner.client, project.id, { archived: false });
    expect(restored.statusCode, restored.body).toBe(200);
  });
});
