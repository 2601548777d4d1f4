import { talentTestResults } from '../schema/index.ts';
import type { DemoSeeder } from './seeders.ts';

const DAY = 86_400_000;
/** A day `daysAgo` before today, as YYYY-MM-DD (the demo stays recent whenever it is seeded). */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

interface DemoResult {
  email: string;
  title: string;
  score: number;
  daysAgo: number;
  notes?: string;
}

/** Tests staff recorded for the demo talents, reviewed by the admin; the Tests page's first rows. */
const RESULTS: DemoResult[] = [
  {
    email: 'dev@demo.test',
    title: 'React and TypeScript assessment',
    score: 86,
    daysAgo: 40,
    notes: 'Clean component design; could write more tests. Recommended for frontend-heavy projects.',
  },
  { email: 'dev@demo.test', title: 'PostgreSQL fundamentals', score: 74, daysAgo: 21 },
  { email: 'designer@demo.test', title: 'UX case study review', score: 91, daysAgo: 30 },
  { email: 'designer@demo.test', title: 'Figma design challenge', score: 88, daysAgo: 12 },
  { email: 'newdev@demo.test', title: 'JavaScript basics', score: 58, daysAgo: 5 },
];

export const seedTestResults: DemoSeeder = async ({ db, person }) => {
  const reviewer = person('admin@demo.test');
  await db.insert(talentTestResults).values(
    RESULTS.map((result) => ({
      userId: person(result.email).id,
      title: result.title,
      score: result.score,
      takenOn: daysAgo(result.daysAgo),
      reviewerId: reviewer.id,
      notes: result.notes ?? null,
      createdById: reviewer.id,
    })),
  );
};
