import { fromHoursTitle } from '@kazi/shared/invoices/from-hours';
import {
  addDays,
  DEFAULT_PAYMENT_PERIOD,
  type InvoiceEventAction,
  type InvoiceStatus,
  type InvoiceType,
  invoiceNumber,
  invoiceTotals,
  vatTreatment,
} from '@kazi/shared/invoices/rules';
import { formatMoney } from '@kazi/shared/money/money';
import { lastDayOf, previousMonth } from '@kazi/shared/timesheets/rules';
import { inArray } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { currentBilling } from '../../modules/invoices/billing.ts';
import { draftLines } from '../../modules/invoices/from-hours.lines.ts';
import {
  approvedMonths,
  clientRatesOf,
  daysOfMonths,
  type InvoiceLineInsert,
  insertInvoiceLines,
} from '../../modules/invoices/from-hours.repository.ts';
import { findClientCompany, insertInvoiceRow } from '../../modules/invoices/writes.repository.ts';
import { displayNameOf } from '../../modules/project-core/index.ts';
import {
  invoiceComments,
  invoiceEvents,
  invoiceNumberSeries,
  outbox,
  projects,
  users,
} from '../schema/index.ts';
import { DEMO_INVOICES, type DemoInvoice } from './invoices-data.ts';
import { DEMO_PROJECTS } from './projects.ts';
import type { DemoSeeder } from './seeders.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

type ProjectRow = typeof projects.$inferSelect;
type MailStatus = 'sent' | 'failed' | 'queued';

/** An invoice as its steps leave it, before it is written. */
interface Planned {
  demo: DemoInvoice;
  project: ProjectRow;
  title: string;
  issuedAt: string;
  amount: number;
  lines: InvoiceLineInsert[];
  createdAt: Date;
  status: InvoiceStatus;
  finalizedAt: Date | null;
  paid: { at: Date; by: number } | null;
  archivedAt: Date | null;
  lastSentAt: Date | null;
  reminders: { count: number; at: Date | null };
  events: { action: InvoiceEventAction; actorId: number; at: Date; data: Record<string, string> }[];
  mails: { kind: 'invoice' | 'reminder'; at: Date }[];
  number: string | null;
}

/**
 * Demo invoices (DEMO_INVOICES): each one's history is replayed from its steps, so its status,
 * flags, dates, reminders, mails and numbers agree with its timeline. Dates are relative to the
 * seed day (an overdue invoice stays overdue). Finalized invoices are numbered in the order they
 * were generated within their series, and each series' last number is stored. VAT follows the
 * client's company (ADR 032), and generated ones keep their billing details frozen. No PDF is
 * stored: the download renders one the first time when there is none.
 */
export const seedInvoices: DemoSeeder = async ({ db, person }) => {
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const { invoicing } = loadConfig();
  const titles = Object.values(DEMO_PROJECTS) as string[];
  const projectRows = await db.select().from(projects).where(inArray(projects.title, titles));
  const projectOf = (demo: DemoInvoice) => {
    const row = projectRows.find((p) => p.title === DEMO_PROJECTS[demo.project]);
    if (!row) throw new Error(`demo project ${demo.project} is missing`);
    return row;
  };

  const planned = new Map<string, Planned>();
  for (const demo of DEMO_INVOICES) {
    const project = projectOf(demo);
    const billed = demo.fromHoursMonthsBack ? await billedHours(demo.fromHoursMonthsBack) : null;
    const ref = demo.ref ? planned.get(demo.ref) : undefined;
    const issuedAt =
      billed?.issuedAt ??
      (demo.issuedDaysAgo !== undefined
        ? addDays(today, -demo.issuedDaysAgo)
        : ref
          ? addDays(ref.issuedAt, 21)
          : today);
    planned.set(demo.key, replay(demo, project, issuedAt, billed));

    async function billedHours(back: number) {
      let month = today.slice(0, 7);
      for (let i = 0; i < back; i += 1) month = previousMonth(month);
      const rows = (await approvedMonths(db, project.id, month)).filter((row) => row.line === null);
      if (!rows.length) throw new Error(`no approved hours to bill on ${demo.project} in ${month}`);
      const ids = rows.map((row) => row.timesheetMonthId);
      const days = await daysOfMonths(db, ids);
      const rates = await clientRatesOf(db, project.id);
      const { lines, amountMinor } = draftLines(rows, days, rates, project.currency);
      return { title: fromHoursTitle(month), issuedAt: addDays(lastDayOf(month), 3), lines, amountMinor };
    }
  }

  function replay(
    demo: DemoInvoice,
    project: ProjectRow,
    issuedAt: string,
    billed: { title: string; lines: InvoiceLineInsert[]; amountMinor: number } | null,
  ): Planned {
    const start = new Date(`${issuedAt}T09:00:00Z`).getTime();
    const at = (after: number, index: number) => {
      const when = start + after * DAY + index * HOUR;
      return new Date(Math.min(when, now.getTime() - (demo.steps.length - index + 1) * 60_000));
    };
    const creator = person(demo.createdBy).id;
    const plan: Planned = {
      demo,
      project,
      title: billed?.title ?? demo.title ?? '',
      issuedAt,
      amount: billed?.amountMinor ?? demo.amount ?? 0,
      lines: billed?.lines ?? [],
      createdAt: at(0, 0),
      status: 'draft',
      finalizedAt: null,
      paid: null,
      archivedAt: null,
      lastSentAt: null,
      reminders: { count: 0, at: null },
      events: [],
      mails: [],
      number: null,
    };
    plan.events.push({ action: 'created_draft', actorId: creator, at: plan.createdAt, data: {} });
    for (const [index, step] of demo.steps.entries()) {
      const when = at(step.after, index + 1);
      const actorId = person(step.by).id;
      const transition = (
        next: InvoiceStatus,
        action: InvoiceEventAction,
        data: Record<string, string> = {},
      ) => {
        plan.events.push({
          action,
          actorId,
          at: when,
          data: { previous_status: plan.status, current_status: next, ...data },
        });
        plan.status = next;
      };
      switch (step.action) {
        case 'send_for_approval':
          transition('pending', 'sent_for_approval');
          break;
        case 'approve':
          transition('approved', 'approved');
          break;
        case 'reject':
          transition('rejected', 'rejected', {
            reason: step.reason,
            ...(step.info ? { additional_info: step.info } : {}),
          });
          break;
        case 'generate':
          plan.finalizedAt = when;
          plan.lastSentAt = when;
          plan.mails.push({ kind: 'invoice', at: when });
          plan.events.push({ action: 'generated', actorId, at: when, data: {} });
          break;
        case 'mark_as_paid':
          plan.paid = { at: when, by: actorId };
          plan.events.push({ action: 'marked_as_paid', actorId, at: when, data: {} });
          break;
        case 'remind':
          plan.reminders = { count: plan.reminders.count + 1, at: when };
          plan.lastSentAt = when;
          plan.mails.push({ kind: 'reminder', at: when });
          plan.events.push({ action: 'payment_reminder_sent', actorId, at: when, data: {} });
          break;
        case 'archive':
          plan.archivedAt = when;
          plan.events.push({ action: 'archived', actorId, at: when, data: {} });
          break;
      }
    }
    return plan;
  }

  // Numbers in the order invoices were generated, per type and invoice year, without gaps.
  const series = new Map<string, { type: InvoiceType; year: number; last: number }>();
  const generated = [...planned.values()]
    .filter((plan) => plan.finalizedAt !== null)
    .sort((a, b) => (a.finalizedAt?.getTime() ?? 0) - (b.finalizedAt?.getTime() ?? 0));
  for (const plan of generated) {
    const year = Number(plan.issuedAt.slice(0, 4));
    const key = `${plan.demo.type}|${year}`;
    const entry = series.get(key) ?? { type: plan.demo.type, year, last: 0 };
    entry.last += 1;
    series.set(key, entry);
    plan.number = invoiceNumber(plan.demo.type, year, entry.last);
  }

  const ids = new Map<string, number>();
  const owners = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.id,
        projectRows.map((p) => p.ownerId).filter((id): id is number => id !== null),
      ),
    );
  for (const plan of planned.values()) {
    const { demo, project } = plan;
    const company = await findClientCompany(db, project.ownerId);
    const vat = vatTreatment(
      demo.type,
      { country: company?.country ?? null, vatNumber: company?.vatNumber ?? null },
      invoicing.home,
    );
    const totals = invoiceTotals(plan.amount, vat.rateBasisPoints);
    const owner = owners.find((user) => user.id === project.ownerId);
    // Generated invoices keep their billing details as generating freezes them.
    const billing = plan.finalizedAt
      ? {
          ...currentBilling(invoicing, company ?? null, owner ? displayNameOf(owner) : ''),
          vat: { mode: vat.mode, rate_basis_points: vat.rateBasisPoints },
        }
      : null;
    const mailIds = await queueMails(plan);
    const refId = demo.ref ? ids.get(demo.ref) : undefined;
    const commitmentId = demo.commitment ? ids.get(demo.commitment) : undefined;
    const paymentPeriod = demo.paymentPeriod ?? DEFAULT_PAYMENT_PERIOD;
    const row = await insertInvoiceRow(db, {
      type: demo.type,
      projectId: project.id,
      title: plan.title,
      number: plan.number,
      issuedAt: plan.issuedAt,
      dueAt: addDays(plan.issuedAt, paymentPeriod),
      paymentPeriod,
      currency: project.currency,
      amountMinor: totals.subtotal,
      vatMinor: totals.vat,
      totalMinor: totals.total,
      vatMode: vat.mode,
      vatRateBp: vat.rateBasisPoints,
      billing,
      commitmentAmountMinor: demo.commitmentAmount ?? 0,
      refInvoiceId: refId ?? null,
      commitmentId: commitmentId ?? null,
      status: plan.status,
      paid: plan.paid !== null,
      paidAt: plan.paid?.at ?? null,
      paidById: plan.paid?.by ?? null,
      finalized: plan.finalizedAt !== null,
      finalizedAt: plan.finalizedAt,
      archived: plan.archivedAt !== null,
      archivedAt: plan.archivedAt,
      lastSentAt: plan.lastSentAt,
      reminderCount: plan.reminders.count,
      reminderSentAt: plan.reminders.at,
      lastMailId: mailIds.at(-1) ?? null,
      revision: demo.steps.length,
      createdById: person(demo.createdBy).id,
      createdAt: plan.createdAt,
      updatedAt: plan.events.at(-1)?.at ?? plan.createdAt,
    });
    await insertInvoiceLines(db, row.id, plan.lines);
    ids.set(demo.key, row.id);
    await db
      .insert(invoiceEvents)
      .values(plan.events.map((event) => ({ invoiceId: row.id, ...event, createdAt: event.at })));
    if (demo.comments?.length) {
      await db.insert(invoiceComments).values(
        demo.comments.map((comment) => ({
          invoiceId: row.id,
          actorId: person(comment.by).id,
          body: comment.body,
          createdAt: new Date(
            Math.min(new Date(`${plan.issuedAt}T11:30:00Z`).getTime() + comment.after * DAY, now.getTime()),
          ),
        })),
      );
    }
  }
  if (series.size) {
    await db
      .insert(invoiceNumberSeries)
      .values([...series.values()].map(({ type, year, last }) => ({ type, year, lastSequence: last })));
  }

  /** The invoice's mails to the project's invoicing address; the last one's status is the e-mail status. */
  async function queueMails(plan: Planned): Promise<number[]> {
    if (!plan.mails.length) return [];
    const to = plan.project.invoicingEmail ?? 'finance@acme-logistics.test';
    const total = `${plan.project.currency} ${formatMoney(plan.amount)}`;
    const rows = await db
      .insert(outbox)
      .values(
        plan.mails.map((mail, index) => {
          const last = index === plan.mails.length - 1;
          const status: MailStatus = last ? (plan.demo.lastMail ?? 'sent') : 'sent';
          const reminder = mail.kind === 'reminder';
          return {
            to,
            subject: `${reminder ? 'Payment reminder: invoice' : 'Invoice'} ${plan.number} from Kazi`,
            text: `${reminder ? 'A reminder: invoice' : 'Invoice'} ${plan.number} (${plan.title}, ${total} before VAT) is due on ${addDays(plan.issuedAt, plan.demo.paymentPeriod ?? DEFAULT_PAYMENT_PERIOD)}.`,
            template: reminder ? 'invoice-reminder' : 'invoice',
            status,
            attempts: status === 'queued' ? 0 : status === 'failed' ? 5 : 1,
            error: status === 'failed' ? '550 5.1.1 Mailbox unavailable' : null,
            createdAt: mail.at,
            sentAt: status === 'sent' ? new Date(mail.at.getTime() + 5_000) : null,
          };
        }),
      )
      .returning({ id: outbox.id });
    return rows.map((row) => row.id);
  }
};
