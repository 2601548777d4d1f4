import type { InterestStatus } from '@kazi/shared/opportunities/rules';
import type { ProjectActivityAction, ProjectActivityData } from '@kazi/shared/project-core/activity';
import { inArray } from 'drizzle-orm';
import type { UserRow } from '../factories/users.ts';
import { interestPolls, projectActivities, projects, shortlistEntries, users } from '../schema/index.ts';
import { DEMO_PROJECTS, type DemoProjectKey } from './projects.ts';
import type { DemoSeeder } from './seeders.ts';
import { DEMO_TALENT_DOMAIN } from './talents.ts';

const isDemoTalent = (email: string) => email.endsWith(DEMO_TALENT_DOMAIN);

const DAY = 86_400_000;
const at = (offset: number, hour = 10) => {
  const date = new Date(Date.now() + offset * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};

interface DemoCandidate {
  project: DemoProjectKey;
  email: string;
  addedDaysAgo: number;
  addedBy: string;
  /** The availability answer; null: asked, no answer yet. */
  answer: Exclude<InterestStatus, 'rejected'> | null;
  /** Taken off the shortlist later, with this reason. */
  removed?: { daysAgo: number; reason: string };
}

const ADMIN = 'admin@demo.test';
const CM = 'cm@demo.test';

/**
 * The demo opportunities' shortlists: on the neobank onboarding, dev@demo.test is asked and has not
 * answered (their dashboard and the opportunity's Details page show the question), the designer
 * said they are available, and one candidate was taken off with a reason; the design system
 * refresh has the designer, not answered yet.
 */
const CANDIDATES: DemoCandidate[] = [
  { project: 'fintech', email: 'dev@demo.test', addedDaysAgo: 10, addedBy: CM, answer: null },
  { project: 'fintech', email: 'designer@demo.test', addedDaysAgo: 10, addedBy: CM, answer: 'interested' },
  {
    project: 'fintech',
    email: 'newdev@demo.test',
    addedDaysAgo: 9,
    addedBy: CM,
    answer: 'uninterested',
    removed: { daysAgo: 6, reason: 'Not available before the start date' },
  },
  { project: 'designSystem', email: 'designer@demo.test', addedDaysAgo: 2, addedBy: ADMIN, answer: null },
  // Demo talents (seed/talents.ts).
  {
    project: 'fintech',
    email: 'halima.namutebi@talent.demo.test',
    addedDaysAgo: 8,
    addedBy: CM,
    answer: 'interested',
  },
  { project: 'fintech', email: 'emeka.obi@talent.demo.test', addedDaysAgo: 8, addedBy: CM, answer: null },
  {
    project: 'designSystem',
    email: 'esi.owusu@talent.demo.test',
    addedDaysAgo: 2,
    addedBy: ADMIN,
    answer: 'interested',
  },
];

export const seedOpportunities: DemoSeeder = async ({ db, person: account }) => {
  // The demo talents (seed/talents.ts) are no demo accounts: read them by address.
  const talents = await db
    .select()
    .from(users)
    .where(inArray(users.email, CANDIDATES.map((candidate) => candidate.email).filter(isDemoTalent)));
  const person = (email: string) => talents.find((user) => user.email === email) ?? account(email);
  const titles = CANDIDATES.map((candidate) => DEMO_PROJECTS[candidate.project]);
  const rows = await db.select().from(projects).where(inArray(projects.title, titles));
  const project = (key: DemoProjectKey) => {
    const row = rows.find((p) => p.title === DEMO_PROJECTS[key]);
    if (!row) throw new Error(`demo project ${key} is missing`);
    return row;
  };
  const named = (user: UserRow) => ({
    id: user.id,
    display_name: `${user.firstName} ${user.lastName}`.trim(),
  });
  const activity: (typeof projectActivities.$inferInsert)[] = [];
  const record = <A extends ProjectActivityAction>(
    projectId: number,
    by: UserRow | null,
    action: A,
    data: ProjectActivityData[A],
    createdAt: Date,
  ) => activity.push({ projectId, actorId: by?.id ?? null, action, data, createdAt });

  for (const candidate of CANDIDATES) {
    const target = project(candidate.project);
    const user = person(candidate.email);
    const adder = person(candidate.addedBy);
    const addedAt = at(-candidate.addedDaysAgo);
    const answeredAt = candidate.answer ? at(-candidate.addedDaysAgo + 1, 15) : null;
    await db.insert(shortlistEntries).values({
      projectId: target.id,
      userId: user.id,
      addedById: adder.id,
      addedAt,
      removedAt: candidate.removed ? at(-candidate.removed.daysAgo) : null,
      removedById: candidate.removed ? adder.id : null,
      removedReason: candidate.removed?.reason ?? null,
    });
    await db.insert(interestPolls).values({
      projectId: target.id,
      userId: user.id,
      status: candidate.removed ? 'rejected' : candidate.answer,
      askedAt: addedAt,
      askedById: adder.id,
      answeredAt,
      createdAt: addedAt,
    });
    record(target.id, adder, 'shortlist_added', { users: [named(user)] }, addedAt);
    if (candidate.answer && answeredAt) {
      record(target.id, user, 'interest_answered', { status: candidate.answer }, answeredAt);
    }
    if (candidate.removed) {
      record(
        target.id,
        adder,
        'shortlist_removed',
        { users: [named(user)], reason: candidate.removed.reason },
        at(-candidate.removed.daysAgo),
      );
    }
  }
  await db.insert(projectActivities).values(activity);
};
