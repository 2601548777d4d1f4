/** The demo invoices (issue 11 item 9): what each one is and what happened to it. */
import type { IncomingInvoiceType, PaymentPeriod, RejectReason } from '@kazi/shared/invoices/rules';
import type { DemoProjectKey } from './projects-data.ts';

/** Something that happened to an invoice, `after` days after its invoice date (clamped to now). */
type DemoStep =
  | {
      action: 'send_for_approval' | 'approve' | 'generate' | 'mark_as_paid' | 'archive';
      by: string;
      after: number;
    }
  | { action: 'reject'; by: string; after: number; reason: RejectReason; info?: string }
  | { action: 'remind'; by: string; after: number };

export interface DemoInvoice {
  key: string;
  project: DemoProjectKey;
  type: IncomingInvoiceType;
  /** Manual invoices: the title and net amount (minor units); from hours: both come from the month. */
  title?: string;
  amount?: number;
  /** Billed from the approved timesheet months of this many months back (1 = last month). */
  fromHoursMonthsBack?: number;
  /**
   * Days before today. From hours: the third day of the month after the billed one; a credit note
   * without it: three weeks after the invoice it corrects.
   */
  issuedDaysAgo?: number;
  paymentPeriod?: PaymentPeriod;
  commitmentAmount?: number;
  /** Credit notes: the key of the invoice they correct; final invoices: their commitment's key. */
  ref?: string;
  commitment?: string;
  createdBy: string;
  steps: DemoStep[];
  /** The status of the last mail in the outbox (the e-mail status): sent by default. */
  lastMail?: 'sent' | 'failed' | 'queued';
  comments?: { by: string; after: number; body: string }[];
}

const FINANCE = 'payadmin@demo.test';
const ADMIN = 'admin@demo.test';
const CM = 'cm@demo.test';
const CLIENT = 'client@demo.test';

/** Generated, mailed, approved by the client and paid. */
const paidSteps = (approver = CLIENT): DemoStep[] => [
  { action: 'send_for_approval', by: FINANCE, after: 0 },
  { action: 'approve', by: approver, after: 2 },
  { action: 'generate', by: FINANCE, after: 2 },
  { action: 'mark_as_paid', by: FINANCE, after: 12 },
];

/**
 * Every type (sale, credit note, commitment, final drawing on a paid commitment) and every display
 * status (paid, approved, overdue, draft, rejected, pending), in EUR and USD, some archived, on the
 * client's projects and on another client's (Savanna Freight, whose invoices the client must not
 * see). The web shop's older approved months are billed from their hours; its last approved
 * months are left for "Create invoice from approved hours".
 */
export const DEMO_INVOICES: DemoInvoice[] = [
  ...[8, 7, 6, 5].map(
    (back): DemoInvoice => ({
      key: `hours-${back}`,
      project: 'webShop',
      type: 'sale',
      fromHoursMonthsBack: back,
      createdBy: ADMIN,
      steps: paidSteps(),
    }),
  ),
  {
    key: 'discount',
    project: 'webShop',
    type: 'credit_nota',
    title: 'Discount on the team hours: two sick days billed by mistake',
    amount: 67_200,
    ref: 'hours-6',
    createdBy: FINANCE,
    steps: [
      { action: 'send_for_approval', by: FINANCE, after: 0 },
      { action: 'approve', by: CLIENT, after: 1 },
      { action: 'generate', by: FINANCE, after: 1 },
    ],
  },
  {
    key: 'design-sprint',
    project: 'webShop',
    type: 'sale',
    title: 'Design sprint: checkout redesign',
    amount: 320_000,
    issuedDaysAgo: 50,
    paymentPeriod: 14,
    createdBy: FINANCE,
    steps: [
      { action: 'generate', by: FINANCE, after: 0 },
      { action: 'send_for_approval', by: FINANCE, after: 0 },
      { action: 'remind', by: FINANCE, after: 21 },
      { action: 'remind', by: FINANCE, after: 45 },
    ],
    lastMail: 'failed',
    comments: [
      {
        by: CLIENT,
        after: 20,
        body: 'Our purchase order for this sprint is PO-4471. Could you quote it so our accounts can match it?',
      },
      { by: FINANCE, after: 21, body: 'Noted: the reminder quotes PO-4471.' },
    ],
  },
  {
    key: 'b2b-sprint',
    project: 'webShop',
    type: 'sale',
    title: 'B2B portal: extra sprint',
    amount: 540_000,
    issuedDaysAgo: 10,
    paymentPeriod: 30,
    createdBy: FINANCE,
    steps: [
      { action: 'send_for_approval', by: FINANCE, after: 0 },
      { action: 'approve', by: CLIENT, after: 2 },
      { action: 'generate', by: FINANCE, after: 3 },
    ],
  },
  {
    key: 'search-work',
    project: 'webShop',
    type: 'sale',
    title: 'Product search: performance work',
    amount: 215_000,
    issuedDaysAgo: 6,
    createdBy: FINANCE,
    steps: [
      { action: 'send_for_approval', by: FINANCE, after: 0 },
      {
        action: 'reject',
        by: CLIENT,
        after: 1,
        reason: 'Wrong number of hours',
        info: 'We agreed on 40 hours for the search work, not 50.',
      },
    ],
    comments: [{ by: FINANCE, after: 2, body: 'Thanks, we will correct the hours and send it again.' }],
  },
  {
    key: 'ab-testing',
    project: 'webShop',
    type: 'sale',
    title: 'Checkout A/B testing',
    amount: 180_000,
    issuedDaysAgo: 3,
    paymentPeriod: 21,
    createdBy: FINANCE,
    steps: [
      { action: 'generate', by: FINANCE, after: 0 },
      { action: 'send_for_approval', by: FINANCE, after: 0 },
    ],
    lastMail: 'queued',
  },
  {
    key: 'licences',
    project: 'webShop',
    type: 'sale',
    title: 'Hosting and design tool licences',
    amount: 48_000,
    issuedDaysAgo: 1,
    createdBy: FINANCE,
    steps: [],
  },
  {
    key: 'app-advance',
    project: 'supportApp',
    type: 'commitment',
    title: 'Advance for the mobile app build',
    amount: 1_200_000,
    commitmentAmount: 1_200_000,
    issuedDaysAgo: 80,
    createdBy: FINANCE,
    steps: paidSteps(),
  },
  {
    key: 'app-milestone-1',
    project: 'supportApp',
    type: 'final',
    title: 'Milestone 1: delivery tracking screens',
    amount: 1_440_000,
    commitmentAmount: 600_000,
    commitment: 'app-advance',
    issuedDaysAgo: 20,
    paymentPeriod: 30,
    createdBy: FINANCE,
    steps: [
      { action: 'send_for_approval', by: FINANCE, after: 0 },
      { action: 'approve', by: CLIENT, after: 3 },
      { action: 'generate', by: FINANCE, after: 4 },
    ],
    comments: [{ by: CM, after: 1, body: 'Milestone 1 was accepted on the demo call with Sophie.' }],
  },
  {
    key: 'app-milestone-2-advance',
    project: 'supportApp',
    type: 'commitment',
    title: 'Advance for milestone 2: in-app chat',
    amount: 400_000,
    commitmentAmount: 400_000,
    issuedDaysAgo: 0,
    createdBy: FINANCE,
    steps: [],
  },
  {
    key: 'tracking-first-month',
    project: 'tracking',
    type: 'sale',
    title: 'Fleet tracking: first month',
    amount: 832_000,
    issuedDaysAgo: 12,
    createdBy: FINANCE,
    steps: [
      { action: 'send_for_approval', by: FINANCE, after: 0 },
      { action: 'approve', by: CLIENT, after: 1 },
      { action: 'generate', by: FINANCE, after: 1 },
      { action: 'mark_as_paid', by: FINANCE, after: 9 },
    ],
  },
  {
    key: 'tracking-tiles',
    project: 'tracking',
    type: 'sale',
    title: 'Map tiles licence, first year',
    amount: 65_000,
    issuedDaysAgo: 25,
    paymentPeriod: 7,
    createdBy: FINANCE,
    steps: [
      { action: 'generate', by: FINANCE, after: 0 },
      { action: 'send_for_approval', by: FINANCE, after: 0 },
      { action: 'remind', by: FINANCE, after: 17 },
    ],
  },
  {
    key: 'tracking-eta-advance',
    project: 'tracking',
    type: 'commitment',
    title: 'Advance for the ETA prediction model',
    amount: 300_000,
    commitmentAmount: 300_000,
    issuedDaysAgo: 30,
    createdBy: FINANCE,
    steps: [
      { action: 'generate', by: FINANCE, after: 0 },
      { action: 'send_for_approval', by: FINANCE, after: 0 },
      { action: 'archive', by: FINANCE, after: 8 },
    ],
    comments: [{ by: ADMIN, after: 8, body: 'Archived: the ETA model moved to next quarter’s budget.' }],
  },
  {
    key: 'crm-last-month',
    project: 'crm',
    type: 'sale',
    title: 'CRM maintenance: final month',
    amount: 296_000,
    issuedDaysAgo: 110,
    paymentPeriod: 30,
    createdBy: FINANCE,
    steps: [
      { action: 'generate', by: FINANCE, after: 0 },
      { action: 'send_for_approval', by: FINANCE, after: 0 },
      { action: 'remind', by: FINANCE, after: 33 },
      { action: 'remind', by: FINANCE, after: 37 },
      { action: 'remind', by: FINANCE, after: 44 },
      { action: 'archive', by: ADMIN, after: 90 },
    ],
  },
  {
    key: 'crm-export',
    project: 'crm',
    type: 'sale',
    title: 'CRM maintenance: data export to the new system',
    amount: 120_000,
    issuedDaysAgo: 150,
    createdBy: FINANCE,
    steps: paidSteps(),
  },
  {
    key: 'website-final',
    project: 'website',
    type: 'sale',
    title: 'Website relaunch: delivery',
    amount: 1_850_000,
    issuedDaysAgo: 195,
    paymentPeriod: 30,
    createdBy: FINANCE,
    steps: paidSteps(),
  },
  {
    key: 'portal-setup',
    project: 'internal',
    type: 'sale',
    title: 'Booking portal: project set-up',
    amount: 150_000,
    issuedDaysAgo: 24,
    createdBy: FINANCE,
    steps: paidSteps(ADMIN),
  },
  {
    key: 'portal-sprint',
    project: 'internal',
    type: 'sale',
    title: 'Booking portal: first sprint',
    amount: 615_000,
    issuedDaysAgo: 5,
    createdBy: FINANCE,
    steps: [
      { action: 'generate', by: FINANCE, after: 0 },
      { action: 'send_for_approval', by: FINANCE, after: 0 },
    ],
  },
];
