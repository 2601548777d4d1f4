import type { DocumentType } from '@kazi/shared/documents/schemas';
import { inArray } from 'drizzle-orm';
import { addFileDocument, addLinkDocument } from '../factories/documents.ts';
import { projectActivities, projects, users } from '../schema/index.ts';
import { DEMO_PROJECTS, type DemoProjectKey } from './projects.ts';
import type { DemoSeeder } from './seeders.ts';

const DAY = 86_400_000;
const at = (offset: number, hour = 11) => {
  const date = new Date(Date.now() + offset * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};

interface DemoDocument {
  project: DemoProjectKey;
  title: string;
  type: DocumentType;
  by: string;
  daysAgo: number;
  /** A link, or the name of a generated PDF. */
  url?: string;
  file?: string;
  description?: string;
}

/**
 * Documents of every type, files (small real PDFs) and links, by the client and by staff; the
 * archived CRM project keeps its contract; the warehouse project has none (the empty state).
 */
const DOCUMENTS: DemoDocument[] = [
  {
    project: 'webShop',
    title: 'Product requirements v3',
    type: 'requirements',
    by: 'client@demo.test',
    daysAgo: 110,
    file: 'Acme web shop requirements v3.pdf',
    description: 'Checkout, product search and the B2B portal, with acceptance criteria.',
  },
  {
    project: 'webShop',
    title: 'Checkout wireframes',
    type: 'wireframes',
    by: 'client@demo.test',
    daysAgo: 105,
    url: 'https://www.figma.com/file/acme-checkout-wireframes',
  },
  {
    project: 'webShop',
    title: 'Team estimate Q3',
    type: 'estimate',
    by: 'admin@demo.test',
    daysAgo: 100,
    file: 'Acme Q3 estimate.pdf',
  },
  {
    project: 'webShop',
    title: 'Sprint plan',
    type: 'planning',
    by: 'cm@demo.test',
    daysAgo: 60,
    url: 'https://trello.com/b/acme-web-shop-sprints',
  },
  {
    project: 'webShop',
    title: 'Brand guidelines',
    type: 'other',
    by: 'client@demo.test',
    daysAgo: 58,
    url: 'https://brand.acme-logistics.test/guidelines',
  },
  {
    project: 'webShop',
    title: 'Dedicated team agreement',
    type: 'contract',
    by: 'admin@demo.test',
    daysAgo: 118,
    file: 'Dedicated team agreement - Acme Logistics.pdf',
  },
  {
    project: 'supportApp',
    title: 'Support app proposal',
    type: 'proposal',
    by: 'admin@demo.test',
    daysAgo: 92,
    file: 'Support app proposal.pdf',
  },
  {
    project: 'supportApp',
    title: 'Delivery timeline',
    type: 'timeline',
    by: 'cm@demo.test',
    daysAgo: 84,
    url: 'https://docs.google.com/spreadsheets/d/acme-support-app-timeline',
  },
  {
    project: 'supportApp',
    title: 'App requirements',
    type: 'requirements',
    by: 'client@demo.test',
    daysAgo: 88,
    url: 'https://docs.google.com/document/d/acme-support-app-requirements',
  },
  {
    project: 'tracking',
    title: 'Dispatcher interviews',
    type: 'requirements',
    by: 'client@demo.test',
    daysAgo: 38,
    file: 'Dispatcher interviews.pdf',
  },
  {
    project: 'crm',
    title: 'CRM maintenance contract',
    type: 'contract',
    by: 'admin@demo.test',
    daysAgo: 400,
    file: 'CRM maintenance contract.pdf',
  },
];

/** Demo documents (see DOCUMENTS) with their `project_document_added` activity. */
export const seedDocuments: DemoSeeder = async ({ db, fileStore }) => {
  const emails = [...new Set(DOCUMENTS.map((d) => d.by))];
  const authors = await db.select().from(users).where(inArray(users.email, emails));
  const rows = await db
    .select()
    .from(projects)
    .where(inArray(projects.title, Object.values(DEMO_PROJECTS) as string[]));
  const activity: (typeof projectActivities.$inferInsert)[] = [];
  for (const demo of DOCUMENTS) {
    const project = rows.find((p) => p.title === DEMO_PROJECTS[demo.project]);
    const author = authors.find((u) => u.email === demo.by);
    if (!project || !author) throw new Error(`demo document ${demo.title}: project or author missing`);
    const overrides = {
      type: demo.type,
      description: demo.description ?? null,
      createdById: author.id,
      createdAt: at(-demo.daysAgo),
    };
    const row = demo.file
      ? await addFileDocument(db, project.id, demo.title, demo.file, author.id, fileStore, overrides)
      : await addLinkDocument(db, project.id, demo.title, demo.url ?? '', overrides);
    activity.push({
      projectId: project.id,
      actorId: author.id,
      action: 'project_document_added',
      data: { documents: [{ id: row.id, title: row.title }] },
      createdAt: at(-demo.daysAgo),
    });
  }
  await db.insert(projectActivities).values(activity);
};
