import { randomUUID } from 'node:crypto';
import { dueDateOf } from '@kazi/shared/invoices/rules';
import { eq } from 'drizzle-orm';
import { insertInvoiceRow } from '../../modules/invoices/writes.repository.ts';
import { createPayoutAccount } from '../factories/payouts.ts';
import { invoiceEvents, projects, users } from '../schema/index.ts';
import { DEMO_PROJECTS } from './projects-data.ts';
import type { DemoSeeder } from './seeders.ts';

const DAY = 86_400_000;

interface DemoPayout {
  title: string;
  to: string;
  amount: number;
  platform: 'iban' | 'wise';
  state: 'draft' | 'pending' | 'approved' | 'paid';
  daysAgo: number;
}

/**
 * Payouts the payout sheets work on (ADR 035): an October bank run of approved, unpaid IBAN
 * payouts (the unpaid IBAN sheet and SEPA file list them; the reconciling upload pays them), one
 * paid last month (an upload naming it is 'Already paid'), one by Wise (not in the IBAN batch), a
 * draft and a pending one (not approved). Neema's IBAN holder name carries an accent, which the
 * SEPA file transliterates.
 */
const DEMO_PAYOUTS: DemoPayout[] = [
  {
    title: 'Bank run October: Amina',
    to: 'dev@demo.test',
    amount: 125_000,
    platform: 'iban',
    state: 'approved',
    daysAgo: 12,
  },
  {
    title: 'Bank run October: Neema',
    to: 'neema@demo.test',
    amount: 98_050,
    platform: 'iban',
    state: 'approved',
    daysAgo: 12,
  },
  {
    title: 'Bank run October: Amina, extra hours',
    to: 'dev@demo.test',
    amount: 21_000,
    platform: 'iban',
    state: 'approved',
    daysAgo: 10,
  },
  {
    title: 'September payout: Amina',
    to: 'dev@demo.test',
    amount: 118_000,
    platform: 'iban',
    state: 'paid',
    daysAgo: 40,
  },
  {
    title: 'October payout: Chidi',
    to: 'designer@demo.test',
    amount: 87_500,
    platform: 'wise',
    state: 'approved',
    daysAgo: 11,
  },
  {
    title: 'November payout: Amina',
    to: 'dev@demo.test',
    amount: 130_000,
    platform: 'iban',
    state: 'draft',
    daysAgo: 2,
  },
  {
    title: 'November payout: Neema',
    to: 'neema@demo.test',
    amount: 99_000,
    platform: 'iban',
    state: 'pending',
    daysAgo: 2,
  },
];

export const seedPayoutSheets: DemoSeeder = async ({ db, person }) => {
  // Neema is one of the accounts' seeder's talents, not a docs/api.md demo login.
  const [neema] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'neema@demo.test'));
  if (!neema) throw new Error('the demo talent neema@demo.test is missing');
  const idOf = (email: string) => (email === 'neema@demo.test' ? neema.id : person(email).id);
  await createPayoutAccount(
    db,
    neema.id,
    { provider: 'iban', holder: 'Neema Wanjirũ', iban: 'DE89370400440532013000' },
    { isDefault: true, createdAt: new Date(Date.now() - 200 * DAY) },
  );
  const [project] = await db.select().from(projects).where(eq(projects.title, DEMO_PROJECTS.webShop));
  if (!project) throw new Error('the demo web shop project is missing');
  const manager = person('admin@demo.test').id;
  const finance = person('payadmin@demo.test').id;
  for (const demo of DEMO_PAYOUTS) {
    const created = new Date(Date.now() - demo.daysAgo * DAY);
    const issuedAt = created.toISOString().slice(0, 10);
    const approved = demo.state === 'approved' || demo.state === 'paid';
    const row = await insertInvoiceRow(db, {
      type: 'purchase',
      projectId: project.id,
      userId: idOf(demo.to),
      title: demo.title,
      issuedAt,
      dueAt: dueDateOf(issuedAt, 14),
      currency: 'EUR',
      amountMinor: demo.amount,
      totalMinor: demo.amount,
      status: demo.state === 'paid' ? 'approved' : demo.state,
      paid: demo.state === 'paid',
      paidAt: demo.state === 'paid' ? new Date(created.getTime() + 5 * DAY) : null,
      paidById: demo.state === 'paid' ? finance : null,
      paymentPlatform: approved ? demo.platform : null,
      createdById: manager,
      createdAt: created,
      // A payout of its own is a batch of one, edited through the payout form like any (ADR 036).
      batchRef: randomUUID(),
    });
    const events: (typeof invoiceEvents.$inferInsert)[] = [
      { invoiceId: row.id, action: 'created_draft', actorId: manager, createdAt: created, data: {} },
    ];
    const step = (days: number) => new Date(created.getTime() + days * DAY);
    if (demo.state !== 'draft') {
      events.push({
        invoiceId: row.id,
        action: 'sent_for_approval',
        actorId: manager,
        createdAt: step(1),
        data: { previous_status: 'draft', current_status: 'pending' },
      });
    }
    if (approved) {
      events.push({
        invoiceId: row.id,
        action: 'approved',
        actorId: manager,
        createdAt: step(2),
        data: { previous_status: 'pending', current_status: 'approved' },
      });
    }
    if (demo.state === 'paid') {
      events.push({
        invoiceId: row.id,
        action: 'marked_as_paid',
        actorId: finance,
        createdAt: step(5),
        data: { previous_status: 'approved', current_status: 'approved' },
      });
    }
    await db.insert(invoiceEvents).values(events);
  }
};
