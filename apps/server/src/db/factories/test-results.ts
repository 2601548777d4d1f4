import type { Db } from '../client.ts';
import { talentTestResults } from '../schema/index.ts';

type TestResultValues = typeof talentTestResults.$inferInsert;

/** Test results as staff would record them (the defaults: a passing score, in January 2026). */
export async function insertTestResults(
  db: Db,
  rows: (Pick<TestResultValues, 'userId'> & Partial<TestResultValues>)[],
): Promise<(typeof talentTestResults.$inferSelect)[]> {
  if (rows.length === 0) return [];
  return db
    .insert(talentTestResults)
    .values(rows.map((row) => ({ title: 'React assessment', score: 75, takenOn: '2026-01-15', ...row })))
    .returning();
}
