import { createHash } from 'node:crypto';
import { SHARE_LIFETIME_DAYS } from '@kazi/shared/opportunities/rules';
import { SHARED_SHORTLIST_PATH } from '@kazi/shared/opportunities/share';
import { eq } from 'drizzle-orm';
import { createShortlistShare } from '../factories/shortlist-shares.ts';
import { projectActivities, projects, shortlistFeedback, shortlistShares } from '../schema/index.ts';
import { DEMO_PROJECTS } from './projects.ts';
import type { DemoSeeder } from './seeders.ts';

const DAY = 86_400_000;

/**
 * The demo's shared shortlist (fintech opportunity): its password, printed with the demo logins,
 * and its link's secret, derived from a fixed phrase so that the printed link works. For the demo
 * only: a real link's secret is 256 random bits (send-email/), and this one stops working 30 days
 * after the seed like any other.
 */
const DEMO_SHARE_PASSWORD = 'demo-shortlist';
const DEMO_SHARE_TOKEN = createHash('sha256').update('kazi demo shared shortlist').digest('base64url');

/** The line the console prints after the demo logins. */
export const demoShareText = () =>
  `Shared shortlist (client view): ${SHARED_SHORTLIST_PATH}${DEMO_SHARE_TOKEN}  password: ${DEMO_SHARE_PASSWORD}`;

/**
 * The fintech opportunity's shortlist, shared with the client by the client manager three days
 * ago; the client opened it, is interested in the designer and asked a question about dev@.
 */
export const seedShortlistShares: DemoSeeder = async ({ db, person }) => {
  const [fintech] = await db.select().from(projects).where(eq(projects.title, DEMO_PROJECTS.fintech));
  if (!fintech) throw new Error('demo project fintech is missing');
  const cm = person('cm@demo.test');
  const designer = person('designer@demo.test');
  const dev = person('dev@demo.test');
  const sentAt = new Date(Date.now() - 3 * DAY);
  const share = await createShortlistShare(db, {
    projectId: fintech.id,
    token: DEMO_SHARE_TOKEN,
    password: DEMO_SHARE_PASSWORD,
    email: 'amani.kariuki@pesabank.example',
    message: 'Here are the two candidates we discussed for the onboarding MVP. Tell us what you think.',
    createdById: cm.id,
    expiresAt: new Date(sentAt.getTime() + SHARE_LIFETIME_DAYS * DAY),
  });
  const openedAt = new Date(sentAt.getTime() + DAY);
  await db
    .update(shortlistShares)
    .set({ createdAt: sentAt, lastOpenedAt: openedAt })
    .where(eq(shortlistShares.id, share.id));
  const named = (user: typeof dev) => ({
    id: user.id,
    display_name: `${user.firstName} ${user.lastName}`.trim(),
  });
  await db.insert(shortlistFeedback).values([
    {
      shareId: share.id,
      projectId: fintech.id,
      userId: designer.id,
      answer: 'interested',
      answeredAt: openedAt,
    },
    {
      shareId: share.id,
      projectId: fintech.id,
      userId: dev.id,
      answer: 'question',
      question: 'Has Amina built KYC flows with a mobile-money provider before?',
      answeredAt: openedAt,
    },
  ]);
  await db.insert(projectActivities).values([
    {
      projectId: fintech.id,
      actorId: cm.id,
      action: 'shortlist_shared',
      data: { candidates: 2 },
      createdAt: sentAt,
    },
    {
      projectId: fintech.id,
      actorId: null,
      action: 'shortlist_feedback',
      data: { user: named(designer), answer: 'interested' },
      createdAt: openedAt,
    },
    {
      projectId: fintech.id,
      actorId: null,
      action: 'shortlist_feedback',
      data: { user: named(dev), answer: 'question' },
      createdAt: openedAt,
    },
  ]);
};
