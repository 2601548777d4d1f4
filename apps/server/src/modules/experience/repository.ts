import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  educations,
  profileProjectSkills,
  profileProjects,
  skills,
  workExperienceSkills,
  workExperiences,
} from '../../db/schema/index.ts';

/** The three kinds of profile entry; each row belongs to one user and has the period columns. */
export const ENTRY_TABLES = {
  work: workExperiences,
  education: educations,
  project: profileProjects,
} as const;
export type EntryTable = (typeof ENTRY_TABLES)[keyof typeof ENTRY_TABLES];
export type WorkRow = typeof workExperiences.$inferSelect;
export type EducationRow = typeof educations.$inferSelect;
export type ProfileProjectRow = typeof profileProjects.$inferSelect;
export type SkillRow = { id: number; name: string; slug: string; type: typeof skills.$inferSelect.type };

/** Ongoing entries first, then the latest end, then the latest start (spec: a CV reads newest first). */
const recency = (t: EntryTable) => [
  sql`(${t.endYear} is null) desc`,
  desc(t.endYear),
  desc(t.endMonth),
  desc(t.startYear),
  desc(t.startMonth),
  desc(t.id),
];

/** One page of a user's entries and their total: two statements whatever the page size. */
export async function listEntries<T extends EntryTable>(
  db: Db,
  table: T,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: T['$inferSelect'][]; count: number }> {
  const t: EntryTable = table;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(eq(t.userId, userId))
      .orderBy(...recency(t))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(t).where(eq(t.userId, userId)),
  ]);
  return { rows: rows as T['$inferSelect'][], count: total?.n ?? 0 };
}

/** Every entry of a user (public profile, devprofile): one statement. */
async function allEntries<T extends EntryTable>(db: Db, table: T, userId: number) {
  const t: EntryTable = table;
  const rows = await db
    .select()
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(...recency(t))
    .limit(500);
  return rows as T['$inferSelect'][];
}

/** A person's work, education and projects (each newest first), in three statements. */
export async function allEntriesOf(db: Db, userId: number) {
  const [work, education, projects] = await Promise.all([
    allEntries(db, workExperiences, userId),
    allEntries(db, educations, userId),
    allEntries(db, profileProjects, userId),
  ]);
  return { work, education, projects };
}

/** The caller's own entry, or null: someone else's id is simply not found. */
export async function findOwnEntry<T extends EntryTable>(
  db: Db,
  table: T,
  userId: number,
  id: number,
): Promise<T['$inferSelect'] | null> {
  const t: EntryTable = table;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.userId, userId)))
    .limit(1);
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/** Adds an entry for `userId`: `values` come from a validated body, so every required column is there. */
export async function insertEntry<T extends EntryTable>(
  db: Db,
  table: T,
  userId: number,
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .insert(table)
    .values({ ...values, userId } as PgInsertValue<T>)
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row as T['$inferSelect'];
}

/** Updates the caller's own entry; null when it is not theirs (or gone). */
export async function updateOwnEntry<T extends EntryTable>(
  db: Db,
  table: T,
  userId: number,
  id: number,
  changes: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect'] | null> {
  const rows = await db
    .update(table)
    .set(changes as PgUpdateSetSource<T>)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning();
  return (rows as T['$inferSelect'][])[0] ?? null;
}

/** Deletes the caller's own entry; false when there was none (404). */
export async function deleteOwnEntry(
  db: Db,
  table: EntryTable,
  userId: number,
  id: number,
): Promise<boolean> {
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  return deleted.length > 0;
}

/** The skills of the catalogue among `ids`, by id. */
export async function findSkills(db: Db, ids: readonly number[]): Promise<Map<number, SkillRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: skills.id, name: skills.name, slug: skills.slug, type: skills.type })
    .from(skills)
    .where(inArray(skills.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

const SKILL_LINKS = {
  work: { table: workExperienceSkills, entry: workExperienceSkills.workId },
  project: { table: profileProjectSkills, entry: profileProjectSkills.projectId },
} as const;
export type SkilledKind = keyof typeof SKILL_LINKS;

/** The skills of several entries in one statement, in the order they were chosen. */
export async function skillsOfEntries(
  db: Db,
  kind: SkilledKind,
  entryIds: readonly number[],
): Promise<Map<number, SkillRow[]>> {
  const result = new Map<number, SkillRow[]>(entryIds.map((id) => [id, []]));
  if (!entryIds.length) return result;
  const link = SKILL_LINKS[kind];
  const rows = await db
    .select({
      entryId: link.entry,
      id: skills.id,
      name: skills.name,
      slug: skills.slug,
      type: skills.type,
    })
    .from(link.table)
    .innerJoin(skills, eq(skills.id, link.table.skillId))
    .where(inArray(link.entry, [...entryIds]))
    .orderBy(asc(link.entry), asc(link.table.position), asc(skills.name));
  for (const { entryId, ...skill } of rows) result.get(entryId)?.push(skill);
  return result;
}

/** Replaces an entry's skills with `skillIds` (already checked to exist), keeping their order. */
export async function replaceEntrySkills(
  db: Db,
  kind: SkilledKind,
  entryId: number,
  skillIds: readonly number[],
): Promise<void> {
  if (kind === 'work') {
    await db.delete(workExperienceSkills).where(eq(workExperienceSkills.workId, entryId));
    if (skillIds.length)
      await db
        .insert(workExperienceSkills)
        .values(skillIds.map((skillId, position) => ({ workId: entryId, skillId, position })));
    return;
  }
  await db.delete(profileProjectSkills).where(eq(profileProjectSkills.projectId, entryId));
  if (skillIds.length)
    await db
      .insert(profileProjectSkills)
      .values(skillIds.map((skillId, position) => ({ projectId: entryId, skillId, position })));
}
