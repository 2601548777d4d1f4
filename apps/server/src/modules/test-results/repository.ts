import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { talentCondition, talentTestResults, users } from '../../db/schema/index.ts';

const developer = alias(users, 'developer');
const reviewer = alias(users, 'reviewer');

const columns = {
  result: talentTestResults,
  user: {
    id: developer.id,
    firstName: developer.firstName,
    lastName: developer.lastName,
    email: developer.email,
    avatarFileId: developer.avatarFileId,
  },
  reviewer: {
    id: reviewer.id,
    firstName: reviewer.firstName,
    lastName: reviewer.lastName,
    email: reviewer.email,
  },
};

export interface TestResultRow {
  result: typeof talentTestResults.$inferSelect;
  user: { id: number; firstName: string; lastName: string; email: string; avatarFileId: number | null };
  reviewer: { id: number; firstName: string; lastName: string; email: string } | null;
}

export interface TestResultsFilter {
  userId?: number | undefined;
  search?: string | undefined;
}

/** A name search: the term anywhere in the developer's first, last or full name (case-insensitive). */
function nameFilter(search: string | undefined): SQL | undefined {
  const term = search?.trim().toLowerCase();
  if (!term) return undefined;
  const pattern = `%${escapeLike(term)}%`;
  return sql`lower(${developer.firstName} || ' ' || ${developer.lastName}) like ${pattern}`;
}

/** One page of results, newest first (date, then id), and the total: two statements whatever the page size. */
export async function listTestResults(
  db: Db,
  filter: TestResultsFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: TestResultRow[]; count: number }> {
  const where = and(
    filter.userId === undefined ? undefined : eq(talentTestResults.userId, filter.userId),
    nameFilter(filter.search),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(talentTestResults)
      .innerJoin(developer, eq(developer.id, talentTestResults.userId))
      .leftJoin(reviewer, eq(reviewer.id, talentTestResults.reviewerId))
      .where(where)
      .orderBy(desc(talentTestResults.takenOn), desc(talentTestResults.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(talentTestResults)
      .innerJoin(developer, eq(developer.id, talentTestResults.userId))
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function findTestResult(db: Db, id: number, forUpdate = false): Promise<TestResultRow | null> {
  const query = db
    .select(columns)
    .from(talentTestResults)
    .innerJoin(developer, eq(developer.id, talentTestResults.userId))
    .leftJoin(reviewer, eq(reviewer.id, talentTestResults.reviewerId))
    .where(eq(talentTestResults.id, id));
  const [row] = forUpdate ? await query.for('update', { of: talentTestResults }) : await query;
  return row ?? null;
}

/** The results of one talent, newest first (their profile): one statement. */
export async function findTestResultsOf(db: Db, userId: number): Promise<TestResultRow[]> {
  return db
    .select(columns)
    .from(talentTestResults)
    .innerJoin(developer, eq(developer.id, talentTestResults.userId))
    .leftJoin(reviewer, eq(reviewer.id, talentTestResults.reviewerId))
    .where(eq(talentTestResults.userId, userId))
    .orderBy(desc(talentTestResults.takenOn), desc(talentTestResults.id));
}

export type TestResultValues = Pick<
  typeof talentTestResults.$inferInsert,
  'userId' | 'title' | 'score' | 'takenOn' | 'reviewerId' | 'notes'
>;

export async function insertTestResult(
  db: Db,
  values: TestResultValues & { createdById: number },
): Promise<number> {
  const [row] = await db.insert(talentTestResults).values(values).returning({ id: talentTestResults.id });
  return (row as { id: number }).id;
}

export async function updateTestResult(db: Db, id: number, values: Partial<TestResultValues>): Promise<void> {
  await db
    .update(talentTestResults)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(talentTestResults.id, id));
}

/** Deletes the row; whether it was there (a parallel delete finds nothing). */
export async function deleteTestResult(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(talentTestResults)
    .where(eq(talentTestResults.id, id))
    .returning({ id: talentTestResults.id });
  return rows.length > 0;
}

/** Who can be tested: the talents (`talentCondition`, the talent pool's rule). */
const talentFilter = talentCondition(users);

/** Who can review: active staff-side people (admin, pay admin, staff, client managers, support officers, space leads). */
const STAFF_SIDE_TYPES = [3, 6, 7];
const reviewerFilter = and(
  eq(users.isActive, true),
  or(users.isAdmin, users.isPayAdmin, users.isStaff, inArray(users.type, STAFF_SIDE_TYPES)),
) as SQL;

export type TestPeopleRole = 'developer' | 'reviewer';

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  avatarFileId: users.avatarFileId,
};

/** The pickers: a page of talents or reviewers whose name starts with the term, and the total. */
export async function searchTestPeople(
  db: Db,
  role: TestPeopleRole,
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  const term = search?.trim().toLowerCase();
  const prefix = term ? `${escapeLike(term)}%` : null;
  const where = and(
    role === 'developer' ? talentFilter : reviewerFilter,
    prefix
      ? sql`(lower(${users.firstName}) like ${prefix} or lower(${users.lastName}) like ${prefix} or lower(${users.firstName} || ' ' || ${users.lastName}) like ${prefix})`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(personColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** Whether the id is someone of that picker (a talent to test, a staff-side reviewer). */
export async function isTestPerson(db: Db, role: TestPeopleRole, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), role === 'developer' ? talentFilter : reviewerFilter));
  return row !== undefined;
}
