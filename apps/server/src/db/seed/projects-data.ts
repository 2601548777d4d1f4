/** The demo projects (–2.5): titles by key and what each one is. */
import type { ProjectActivityAction } from '@kazi/shared/project-core/activity';
import type { createProject } from '../factories/projects.ts';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const at = (offset: number, hour = 10) => {
  const date = new Date(Date.now() + offset * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};

/**
 * The demo projects by key, so the team, documents and planning seeders (which run after this
 * one) find them: `DEMO_PROJECTS.webShop` is the title of the client's main dedicated project.
 */
export const DEMO_PROJECTS = {
  webShop: 'Acme web shop: dedicated React team',
  tracking: 'Fleet tracking dashboard',
  supportApp: 'Customer support mobile app',
  warehouse: 'Data warehouse migration',
  internal: 'Savanna Freight booking portal',
  fintech: 'Fintech onboarding MVP',
  designSystem: 'Design system refresh',
  crm: 'Legacy CRM maintenance',
  website: 'Marketing website relaunch',
  chatbot: 'Chatbot pilot for customer service',
} as const;
export type DemoProjectKey = keyof typeof DEMO_PROJECTS;

type Insert = Parameters<typeof createProject>[1];
type Slot = 'owner' | 'cm' | 'cso';

export interface DemoProject {
  key: DemoProjectKey;
  createdBy: string;
  createdDaysAgo: number;
  slots: Partial<Record<Slot, string>>;
  fields: Insert;
  /** Extra history after creation, in order. */
  later?: { daysAgo: number; by: string; action: ProjectActivityAction; data: object }[];
}

const CLIENT = 'client@demo.test';
const ADMIN = 'admin@demo.test';
const CM = 'cm@demo.test';
const CSO = 'cso@demo.test';
export const OTHER_CLIENT = 'ops@savannafreight.test';

/** Every category and stage, archived ones, with and without deadline and team. */
export const PROJECTS: DemoProject[] = [
  {
    key: 'webShop',
    createdBy: CLIENT,
    // Fourteen months and more of history, so its timesheets show months in every status.
    createdDaysAgo: 435,
    slots: { owner: CLIENT, cm: CM, cso: CSO },
    fields: {
      category: 'dedicated',
      type: 'web',
      description:
        'Two React developers and a designer extend the Acme web shop: checkout, product search and the B2B portal.',
      currency: 'EUR',
      invoicingEmail: 'finance@acme-logistics.test',
      ccPrimaryEmail: 'sophie@acme-logistics.test',
      expectedStartDate: day(-435),
      expectedEndDate: '2099-12-31',
      expectedDuration: 'permanent',
      startDate: day(-430),
      deadline: day(75),
      contactName: 'Sophie de Vries',
      contactEmail: 'sophie@acme-logistics.test',
      paymentType: 'monthly',
      paymentHoursPerWeek: '80.00',
    },
    later: [{ daysAgo: 60, by: ADMIN, action: 'project_updated', data: { fields: ['description'] } }],
  },
  {
    key: 'tracking',
    createdBy: ADMIN,
    createdDaysAgo: 45,
    slots: { owner: CLIENT, cm: CM },
    fields: {
      category: 'dedicated',
      type: 'web',
      description: 'Live map of the Acme fleet with ETA predictions for dispatchers.',
      currency: 'USD',
      invoicingEmail: 'finance@acme-logistics.test',
      expectedStartDate: day(-40),
      expectedEndDate: day(140),
      expectedDuration: '6m',
      startDate: day(-40),
      deadline: day(140),
      contactName: 'Sophie de Vries',
      contactEmail: 'sophie@acme-logistics.test',
    },
  },
  {
    key: 'supportApp',
    createdBy: ADMIN,
    createdDaysAgo: 90,
    slots: { owner: CLIENT, cm: CM, cso: CSO },
    fields: {
      category: 'project',
      type: 'mobile',
      description: 'A managed Flutter app for Acme customers to follow deliveries and chat with support.',
      currency: 'EUR',
      invoicingEmail: 'finance@acme-logistics.test',
      expectedStartDate: day(-90),
      expectedEndDate: day(60),
      startDate: day(-85),
      deadline: day(60),
      paymentType: 'fixed',
      paymentAmountMinor: 4_800_000,
    },
    later: [
      { daysAgo: 80, by: ADMIN, action: 'project_converted', data: { from: 'dedicated', to: 'project' } },
    ],
  },
  {
    key: 'warehouse',
    createdBy: CM,
    createdDaysAgo: 6,
    slots: { owner: CLIENT, cm: CM },
    fields: {
      category: 'project',
      type: 'other',
      description: 'Move the reporting database to a managed warehouse. Planning still to be agreed.',
      currency: 'EUR',
      invoicingEmail: 'finance@acme-logistics.test',
      expectedStartDate: day(14),
    },
  },
  {
    key: 'internal',
    createdBy: ADMIN,
    createdDaysAgo: 30,
    slots: { owner: OTHER_CLIENT, cm: CM },
    fields: {
      category: 'dedicated',
      type: 'web',
      description: 'Booking portal for Savanna Freight: another client, invisible to Acme.',
      currency: 'USD',
      invoicingEmail: 'accounts@savannafreight.test',
      expectedStartDate: day(-25),
      expectedEndDate: day(300),
      deadline: day(300),
    },
  },
  {
    key: 'fintech',
    createdBy: CM,
    createdDaysAgo: 12,
    slots: { owner: CLIENT, cm: CM },
    fields: {
      category: 'project',
      type: 'mobile',
      stage: 'opportunity',
      description:
        'A neobank in Nairobi looks for a mobile team to build its onboarding with ID checks and mobile money.',
      currency: 'USD',
      expectedStartDate: day(30),
      expectedEndDate: day(210),
      expectedDuration: '6m',
      contactName: 'Wanjiru Kamau',
      contactEmail: 'wanjiru@pesa-bank.test',
    },
  },
  {
    key: 'designSystem',
    createdBy: ADMIN,
    createdDaysAgo: 3,
    slots: { cm: CM },
    fields: {
      category: 'dedicated',
      type: 'web',
      stage: 'opportunity',
      description: 'Two weeks of a senior product designer to refresh a component library in Figma.',
      currency: 'EUR',
      expectedStartDate: day(10),
      expectedEndDate: day(24),
      expectedDuration: '2w',
      contactName: 'Pieter Bakker',
      contactEmail: 'pieter@studio-noord.test',
    },
  },
  {
    key: 'crm',
    createdBy: ADMIN,
    createdDaysAgo: 400,
    slots: { owner: CLIENT, cm: CM },
    fields: {
      category: 'dedicated',
      type: 'web',
      description: 'Maintenance of the old CRM until it was replaced.',
      currency: 'EUR',
      invoicingEmail: 'finance@acme-logistics.test',
      expectedStartDate: day(-400),
      expectedEndDate: day(-100),
      startDate: day(-400),
      deadline: day(-100),
      archived: true,
      archivedAt: at(-95),
    },
    later: [{ daysAgo: 95, by: ADMIN, action: 'project_archived', data: {} }],
  },
  {
    key: 'website',
    createdBy: ADMIN,
    createdDaysAgo: 300,
    slots: { owner: CLIENT, cm: CM },
    fields: {
      category: 'project',
      type: 'web',
      description: 'The relaunch of acme-logistics.test, delivered in spring.',
      currency: 'EUR',
      invoicingEmail: 'finance@acme-logistics.test',
      expectedStartDate: day(-300),
      expectedEndDate: day(-200),
      startDate: day(-300),
      deadline: day(-200),
      archived: true,
      archivedAt: at(-190),
    },
    later: [{ daysAgo: 190, by: CLIENT, action: 'project_archived', data: {} }],
  },
  {
    key: 'chatbot',
    createdBy: CM,
    createdDaysAgo: 200,
    slots: { cm: CM },
    fields: {
      category: 'project',
      type: 'other',
      stage: 'opportunity',
      description: 'A chatbot pilot that the prospect decided not to pursue.',
      currency: 'EUR',
      expectedStartDate: day(-180),
      expectedEndDate: day(-120),
      contactName: 'Omar Said',
      contactEmail: 'omar@example-retail.test',
      archived: true,
      archivedAt: at(-150),
    },
    later: [{ daysAgo: 150, by: ADMIN, action: 'project_archived', data: {} }],
  },
];
