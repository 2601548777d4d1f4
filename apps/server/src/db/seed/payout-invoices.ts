import { randomUUID } from 'node:crypto';
import {
  addDays,
  type InvoiceEventAction,
  type InvoiceStatus,
  type PaymentPlatform,
} from '@kazi/shared/invoices/rules';
import { inArray } from 'drizzle-orm';
import { insertInvoiceRow } from '../../modules/invoices/writes.repository.ts';
import { createPayoutAccount } from '../factories/payouts.ts';
import { createUserWithRole } from '../factories/users.ts';
import { invoiceEvents, projects } from '../schema/index.ts';
import { DEMO_PROJECTS } from './projects-data.ts';
import type { DemoSeeder } from './seeders.ts';

/** The demo developer whose Payoneer account is still pending (the Payoneer warning, ADR 033). */
const PAYONEER_DEMO_DEVELOPER = 'payoneer.dev@demo.test';

const DAY = 86_400_000;
/** demo.ts's (imported from there, it would import this file back through the seeders). */
const DEMO_PASSWORD = 'demo-password';
const ADMIN = 'admin@demo.test';
const CM = 'cm@demo.test';
const FINANCE = 'payadmin@demo.test';

interface DemoPayout {
  to: string;
  project: keyof typeof DEMO_PROJECTS;
  title: string;
  amount: number;
  batch: string | null;
  daysAgo: number;
  state: 'draft' | 'approved' | 'paid' | 'rejected' | 'archived';
  platform?: PaymentPlatform;
}

const pay = (
  batch: string | null,
  daysAgo: number,
  state: DemoPayout['state'],
  rows: [to: string, amount: number, platform?: PaymentPlatform][],
  project: DemoPayout['project'] = 'webShop',
): DemoPayout[] =>
  rows.map(([to, amount, platform]) => ({
    to,
    project,
    title: batch ? `Payout ${batch}` : 'Payout',
    amount,
    batch,
    daysAgo,
    state,
    ...(platform ? { platform } : {}),
  }));

/**
 * Payouts in every status and platform (spec 001 §2 Payouts table): batches of two or three
 * payouts sharing a batch_ref (one row each in the list), payouts of their own, one overdue
 * draft, one rejected, one archived, and a draft to a developer whose Payoneer account is pending.
 */
const DEMO_PAYOUTS: DemoPayout[] = [
  ...pay('2026-10-WEB', 40, 'paid', [
    ['dev@demo.test', 240_000, 'iban'],
    ['designer@demo.test', 112_050, 'wise'],
  ]),
  ...pay('2026-10-TRK', 38, 'paid', [[PAYONEER_DEMO_DEVELOPER, 87_500, 'payoneer']], 'tracking'),
  ...pay('2026-11-WEB', 9, 'approved', [
    ['dev@demo.test', 250_000, 'iban'],
    ['designer@demo.test', 98_025, 'wise'],
  ]),
  ...pay('2026-11-WEB-B', 3, 'draft', [
    ['dev@demo.test', 125_000],
    ['designer@demo.test', 60_010],
    [PAYONEER_DEMO_DEVELOPER, 45_000],
  ]),
  ...pay(null, 30, 'draft', [['dev@demo.test', 32_000]], 'tracking'),
  ...pay(null, 12, 'rejected', [['designer@demo.test', 15_500]]),
  ...pay(null, 20, 'archived', [['dev@demo.test', 9_900]], 'tracking'),
  ...pay(null, 2, 'draft', [[PAYONEER_DEMO_DEVELOPER, 70_000]], 'tracking'),
];

const EVENTS: Record<DemoPayout['state'], [InvoiceEventAction, InvoiceStatus, string][]> = {
  draft: [],
  approved: [['approved', 'approved', CM]],
  paid: [
    ['approved', 'approved', ADMIN],
    ['marked_as_paid', 'approved', FINANCE],
  ],
  rejected: [['rejected', 'rejected', CM]],
  archived: [['archived', 'draft', FINANCE]],
};

export const seedPayoutInvoices: DemoSeeder = async ({ db, person, fileStore }) => {
  const now = Date.now();
  const payoneerDev = await createUserWithRole(db, 'developer', {
    email: PAYONEER_DEMO_DEVELOPER,
    firstName: 'Zawadi',
    lastName: 'Otieno',
    password: DEMO_PASSWORD,
    agreedAt: new Date('2023-01-10T09:00:00Z'),
    ...(fileStore ? { fileStore } : {}),
  });
  await createPayoutAccount(db, payoneerDev.id, {
    provider: 'payoneer',
    email: 'zawadi.otieno@example.com',
    firstName: 'Zawadi',
    lastName: 'Otieno',
  });
  const userOf = (email: string) => (email === PAYONEER_DEMO_DEVELOPER ? payoneerDev : person(email));
  const titles = Object.values(DEMO_PROJECTS) as string[];
  const rows = await db.select().from(projects).where(inArray(projects.title, titles));
  const projectId = (key: DemoPayout['project']) => {
    const row = rows.find((project) => project.title === DEMO_PROJECTS[key]);
    if (!row) throw new Error(`demo project ${key} is missing`);
    return row.id;
  };

  for (const [index, demo] of DEMO_PAYOUTS.entries()) {
    const createdAt = new Date(now - demo.daysAgo * DAY + index * 60_000);
    const issuedAt = createdAt.toISOString().slice(0, 10);
    const events = EVENTS[demo.state];
    const status = events.findLast(([, next]) => next !== 'draft')?.[1] ?? 'draft';
    const at = (step: number) => new Date(Math.min(createdAt.getTime() + (step + 1) * DAY, now - 60_000));
    const row = await insertInvoiceRow(db, {
      type: 'purchase',
      projectId: projectId(demo.project),
      userId: userOf(demo.to).id,
      title: demo.title,
      issuedAt,
      dueAt: addDays(issuedAt, 14),
      paymentPeriod: 14,
      currency: 'EUR',
      amountMinor: demo.amount,
      vatMinor: 0,
      totalMinor: demo.amount,
      vatMode: 'none',
      vatRateBp: 0,
      status,
      paid: demo.state === 'paid',
      paidAt: demo.state === 'paid' ? at(1) : null,
      paidById: demo.state === 'paid' ? person(FINANCE).id : null,
      archived: demo.state === 'archived',
      archivedAt: demo.state === 'archived' ? at(0) : null,
      paymentPlatform: demo.platform ?? null,
      // A payout of its own is a batch of one, edited through the payout form like any (ADR 036).
      batchRef: demo.batch ?? randomUUID(),
      revision: events.length,
      createdById: person(FINANCE).id,
      createdAt,
      updatedAt: events.length ? at(events.length - 1) : createdAt,
    });
    let previous: InvoiceStatus = 'draft';
    const history = [
      { action: 'created_draft' as InvoiceEventAction, actorId: person(FINANCE).id, at: createdAt, data: {} },
      ...events.map(([action, next, by], step) => {
        const data = {
          previous_status: previous,
          current_status: next,
          ...(action === 'rejected' ? { reason: 'Wrong number of hours' } : {}),
        };
        previous = next;
        return { action, actorId: person(by).id, at: at(step), data };
      }),
    ];
    await db
      .insert(invoiceEvents)
      .values(history.map((event) => ({ invoiceId: row.id, ...event, createdAt: event.at })));
  }
};
