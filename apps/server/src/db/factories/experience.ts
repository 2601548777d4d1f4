import type { ProfileProjectCategory } from '@kazi/shared/experience/schemas';
import { inArray } from 'drizzle-orm';
import { createShareSettings, type ShareRow } from '../../modules/share/repository.ts';
import type { Db } from '../client.ts';
import {
  educations,
  profileProjectSkills,
  profileProjects,
  skills,
  workExperienceSkills,
  workExperiences,
} from '../schema/index.ts';

export interface PeriodOverrides {
  start: [month: number, year: number];
  /** null: ongoing ('present'). */
  end: [month: number, year: number] | null;
}

const periodColumns = ({ start, end }: PeriodOverrides) => ({
  startMonth: start[0],
  startYear: start[1],
  endMonth: end ? end[0] : null,
  endYear: end ? end[1] : null,
});

/** Catalogue ids for slugs, in the order given (unknown slugs are skipped). */
async function skillIdsBySlug(db: Db, slugs: readonly string[]): Promise<number[]> {
  if (!slugs.length) return [];
  const rows = await db
    .select({ id: skills.id, slug: skills.slug })
    .from(skills)
    .where(inArray(skills.slug, [...slugs]));
  const bySlug = new Map(rows.map((row) => [row.slug, row.id]));
  return slugs.map((slug) => bySlug.get(slug)).filter((id): id is number => id !== undefined);
}

export async function createWork(
  db: Db,
  userId: number,
  entry: PeriodOverrides & {
    company: string;
    position: string;
    location?: string;
    details: string;
    skills?: string[];
  },
) {
  const [row] = await db
    .insert(workExperiences)
    .values({
      userId,
      company: entry.company,
      position: entry.position,
      location: entry.location ?? null,
      details: entry.details,
      ...periodColumns(entry),
    })
    .returning();
  if (!row) throw new Error('work insert returned nothing');
  const ids = await skillIdsBySlug(db, entry.skills ?? []);
  if (ids.length)
    await db
      .insert(workExperienceSkills)
      .values(ids.map((skillId, position) => ({ workId: row.id, skillId, position })));
  return row;
}

export async function createEducation(
  db: Db,
  userId: number,
  entry: PeriodOverrides & { institution: string; award: string; details?: string },
) {
  const [row] = await db
    .insert(educations)
    .values({
      userId,
      institution: entry.institution,
      award: entry.award,
      details: entry.details ?? null,
      ...periodColumns(entry),
    })
    .returning();
  if (!row) throw new Error('education insert returned nothing');
  return row;
}

export async function createProfileProject(
  db: Db,
  userId: number,
  entry: PeriodOverrides & {
    title: string;
    details?: string;
    category?: ProfileProjectCategory;
    projectLink?: string;
    repositoryLink?: string;
    skills?: string[];
  },
) {
  const [row] = await db
    .insert(profileProjects)
    .values({
      userId,
      title: entry.title,
      details: entry.details ?? null,
      category: entry.category ?? 'other',
      projectLink: entry.projectLink ?? null,
      repositoryLink: entry.repositoryLink ?? null,
      ...periodColumns(entry),
    })
    .returning();
  if (!row) throw new Error('project insert returned nothing');
  const ids = await skillIdsBySlug(db, entry.skills ?? []);
  if (ids.length)
    await db
      .insert(profileProjectSkills)
      .values(ids.map((skillId, position) => ({ projectId: row.id, skillId, position })));
  return row;
}

export async function createShareLink(db: Db, userId: number, enabled = true): Promise<ShareRow> {
  return (await createShareSettings(db, userId, enabled)).row;
}
