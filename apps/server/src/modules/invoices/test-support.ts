import type { Role } from '@kazi/shared/auth/roles';
import {
  addDays,
  dueDateOf,
  INCOMING_INVOICE_TYPES,
  INVOICE_STATUSES,
  invoiceTotals,
  utcToday,
} from '@kazi/shared/invoices/rules';
import { MAX_MONEY_MINOR } from '@kazi/shared/money/money';
import { asc, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import type { Db } from '../../db/client.ts';
import { addParticipant, createProject, type ProjectRow } from '../../db/factories/projects.ts';
import { auditLog, companies, invoiceEvents, invoices, notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/client.ts';

/** The invoices API tests' world: people in every role, their projects, invoices in each state. */

export const TODAY = utcToday();

export async function people(t: TestApp) {
  const as = (role: Role) => loginAs(t.app, role);
  return {
    admin: await as('admin'),
    finance: await as('pay_admin'),
    staff: await as('staff'),
    spaceLead: await as('space_lead'),
    cm: await as('client_manager'),
    cso: await as('client_support_officer'),
    /** Owns the world's project; the factory's client company is Dutch with a VAT number. */
    client: await as('client'),
    /** Another client, with projects of their own. */
    otherClient: await as('client'),
    dev: await as('developer'),
    designer: await as('designer'),
  };
}
export type People = Awaited<ReturnType<typeof people>>;

/** A project owned by `p.client` (their company is its client), managed by `p.cm` and `p.cso`, `p.dev` on its team. */
export async function clientProject(
  db: Db,
  p: People,
  overrides: Parameters<typeof createProject>[1] = {},
): Promise<ProjectRow> {
  const project = await createProject(db, {
    ownerId: p.client.user.id,
    createdById: p.client.user.id,
    cmId: p.cm.user.id,
    csoId: p.cso.user.id,
    ...overrides,
  });
  await addParticipant(db, project.id, p.dev.user.id, { status: 'accepted' });
  return project;
}

/** Another client's project: nobody of the world but staff may see its invoices. */
export const foreignProject = (db: Db, p: People, overrides: Parameters<typeof createProject>[1] = {}) =>
  createProject(db, { ownerId: p.otherClient.user.id, createdById: p.otherClient.user.id, ...overrides });

export type InvoiceRow = typeof invoices.$inferSelect;

export interface InvoiceOverrides extends Partial<typeof invoices.$inferInsert> {
  projectId: number;
}

let sequence = 0;

/**
 * An invoice row as the API would have left it (a draft sale of 1000.00 at 21 % by default):
 * amounts consistent (total = amount + VAT), due = issued + period. Override any column.
 */
export async function insertInvoice(db: Db, overrides: InvoiceOverrides): Promise<InvoiceRow> {
  sequence += 1;
  const amount = overrides.amountMinor ?? 100_000;
  const rate = overrides.vatRateBp ?? 2100;
  const totals = invoiceTotals(amount, rate);
  const issuedAt = overrides.issuedAt ?? TODAY;
  const period = overrides.paymentPeriod ?? 14;
  const [row] = await db
    .insert(invoices)
    .values({
      type: 'sale',
      title: `Invoice ${sequence}`,
      issuedAt,
      dueAt: dueDateOf(issuedAt, period),
      paymentPeriod: period,
      currency: 'EUR',
      amountMinor: amount,
      vatMinor: totals.vat,
      totalMinor: totals.total,
      vatMode: rate ? 'home' : 'none',
      vatRateBp: rate,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('invoice insert returned nothing');
  return row;
}

let numbered = 0;

/**
 * The states an invoice goes through (spec 001 §4), for tests that need one of each: a number is
 * given to those generated, outside any real series (`T-…`).
 */
const STATES = {
  draft: {},
  pending: { status: 'pending' },
  approved: { status: 'approved' },
  rejected: { status: 'rejected' },
  generated: { status: 'pending', finalized: true, finalizedAt: new Date(), lastSentAt: new Date() },
  paid: { status: 'approved', finalized: true, finalizedAt: new Date(), paid: true, paidAt: new Date() },
  archived: { archived: true, archivedAt: new Date() },
} as const satisfies Record<string, Partial<typeof invoices.$inferInsert>>;
export type State = keyof typeof STATES;

export function inState(
  db: Db,
  projectId: number,
  state: State,
  overrides: Partial<InvoiceOverrides> = {},
): Promise<InvoiceRow> {
  const facts: Partial<typeof invoices.$inferInsert> = STATES[state];
  numbered += 1;
  const number = facts.finalized ? `T-${Date.now()}-${numbered}` : null;
  return insertInvoice(db, { projectId, number, ...facts, ...overrides });
}

export const invoiceOf = async (db: Db, id: number) =>
  (await db.select().from(invoices).where(eq(invoices.id, id)))[0] as InvoiceRow;

export const historyOf = (db: Db, id: number) =>
  db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, id)).orderBy(asc(invoiceEvents.id));

export const auditOf = (db: Db, id: number) =>
  db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, String(id)))
    .orderBy(asc(auditLog.id))
    .then((rows) => rows.filter((row) => row.targetType === 'invoice'));

export const bellOf = (db: Db, userId: number) =>
  db.select().from(notifications).where(eq(notifications.recipientId, userId)).orderBy(asc(notifications.id));

/** The client's company as VAT reads it (the factory's is Dutch with a VAT number). */
export async function setCompany(
  db: Db,
  ownerId: number,
  company: { country: string | null; vatNumber: string | null },
) {
  await db.update(companies).set(company).where(eq(companies.ownerId, ownerId));
}

/** A sale's create body on a project (override anything). */
export const saleBody = (projectId: number, overrides: Record<string, unknown> = {}) => ({
  type: 'sale',
  project: { id: projectId },
  title: 'March development',
  issued_at: TODAY,
  amount: '1000.00',
  ...overrides,
});

/** The world of most files: a fresh app, its people, and the client's project. */
export async function openWorld(projectOverrides: Parameters<typeof createProject>[1] = {}) {
  const t = await createTestApp();
  const p = await people(t);
  return { t, p, project: await clientProject(t.app.db, p, projectOverrides) };
}

/** The projects a property test spreads its invoices over: two of the client's and another client's. */
export type WorldProjects = Record<'a' | 'b' | 'foreign', ProjectRow>;

/** The world of the property tests: a fresh app, its people and the three projects. */
export async function openPropertyWorld() {
  const { t, p, project } = await openWorld();
  const projects: WorldProjects = {
    a: project,
    b: await clientProject(t.app.db, p),
    foreign: await foreignProject(t.app.db, p),
  };
  return { t, p, projects };
}

/**
 * An invoice for property tests (fast-check): any incoming type, status and flags, EUR or USD, up
 * to the largest amount, an invoice date within 15 days of today, sometimes made in another state
 * first and then moved to this one.
 */
export const randomInvoice = fc.record({
  project: fc.constantFrom('a', 'b', 'foreign') as fc.Arbitrary<keyof WorldProjects>,
  type: fc.constantFrom(...INCOMING_INVOICE_TYPES),
  status: fc.constantFrom(...INVOICE_STATUSES),
  paid: fc.boolean(),
  archived: fc.boolean(),
  deleted: fc.boolean(),
  currency: fc.constantFrom('EUR', 'USD') as fc.Arbitrary<'EUR' | 'USD'>,
  amount: fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: MAX_MONEY_MINOR })),
  rate: fc.constantFrom(0, 900, 2100),
  day: fc.integer({ min: -15, max: 15 }),
  /** Days from today to the due date (before today: overdue while unpaid). */
  due: fc.integer({ min: -3, max: 3 }),
  movedFrom: fc.option(
    fc.record({
      status: fc.constantFrom(...INVOICE_STATUSES),
      paid: fc.boolean(),
      archived: fc.boolean(),
      due: fc.integer({ min: -3, max: 3 }),
    }),
  ),
});
export type RandomInvoice = typeof randomInvoice extends fc.Arbitrary<infer T> ? T : never;

/**
 * The invoices of the world's projects become these: the old ones hard-deleted and the new ones
 * inserted (those with `movedFrom` in that state, then updated), so the totals trigger sees every
 * kind of change; `fold` then folds the totals.
 */
export async function replaceWorldInvoices(
  t: TestApp,
  projects: WorldProjects,
  rows: RandomInvoice[],
  fold: boolean,
) {
  const db = t.app.db;
  await db.delete(invoices).where(
    inArray(
      invoices.projectId,
      Object.values(projects).map((project) => project.id),
    ),
  );
  if (rows.length) {
    const inserted = await db
      .insert(invoices)
      .values(
        rows.map((row, i) => {
          const totals = invoiceTotals(row.amount, row.rate);
          const issuedAt = addDays(TODAY, row.day);
          return {
            type: row.type,
            projectId: projects[row.project].id,
            title: `Generated ${i}`,
            issuedAt,
            dueAt: addDays(TODAY, row.movedFrom?.due ?? row.due),
            currency: row.currency,
            amountMinor: row.amount,
            vatMinor: totals.vat,
            totalMinor: totals.total,
            vatRateBp: row.rate,
            ...(row.movedFrom
              ? { status: row.movedFrom.status, paid: row.movedFrom.paid, archived: row.movedFrom.archived }
              : { status: row.status, paid: row.paid, archived: row.archived }),
            deletedAt: row.deleted && !row.movedFrom ? new Date() : null,
          };
        }),
      )
      .returning({ id: invoices.id });
    for (const [i, row] of rows.entries()) {
      if (!row.movedFrom) continue;
      await db
        .update(invoices)
        .set({
          status: row.status,
          paid: row.paid,
          archived: row.archived,
          dueAt: addDays(TODAY, row.due),
          deletedAt: row.deleted ? new Date() : null,
        })
        .where(eq(invoices.id, inserted[i]?.id as number));
    }
  }
  if (fold) await t.app.jobs.runNow('invoices.fold_totals');
}
