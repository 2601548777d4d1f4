import type {
  Education,
  educationBody,
  educationPatchBody,
  ProfileProject,
  profileProjectBody,
  profileProjectPatchBody,
  Work,
  workBody,
  workPatchBody,
} from '@kazi/shared/experience/schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { educations, profileProjects, workExperiences } from '../../db/schema/index.ts';
import type {
  EducationRow,
  EntryTable,
  ProfileProjectRow,
  SkilledKind,
  SkillRow,
  WorkRow,
} from './repository.ts';

/**
 * What differs between work, education and profile projects: their table, their columns and
 * their shape on the wire. Everything else (scope, dates, skills, paging) is shared by service.ts.
 */
export interface EntryKind<Row extends { id: number }, Body, Patch, Out> {
  name: 'work' | 'education' | 'project';
  table: EntryTable;
  skills: SkilledKind | null;
  insert(db: Db, userId: number, body: Body): Promise<Row>;
  /** Updates the caller's own row; null when it is not theirs (or gone). */
  update(db: Db, userId: number, id: number, patch: Patch): Promise<Row | null>;
  present(row: Row, skills: SkillRow[]): Out;
}

const blankToNull = (value: string | null | undefined) => (value ? value : null);
const defined = <T extends Record<string, unknown>>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

interface PeriodInput {
  start_month?: number;
  start_year?: number;
  end_month?: number | null;
  end_year?: number | null;
}
const periodValues = (p: PeriodInput) => ({
  startMonth: p.start_month,
  startYear: p.start_year,
  endMonth: p.end_month,
  endYear: p.end_year,
});
const periodOut = (row: WorkRow | EducationRow | ProfileProjectRow) => ({
  start_month: row.startMonth,
  start_year: row.startYear,
  end_month: row.endMonth,
  end_year: row.endYear,
});

function inserted<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert returned nothing');
  return row;
}

type WorkBody = z.output<typeof workBody>;
type WorkPatch = z.output<typeof workPatchBody>;
const workValues = (b: WorkPatch) =>
  defined({
    company: b.company,
    position: b.position,
    location: b.location === undefined ? undefined : blankToNull(b.location),
    details: b.details,
    ...periodValues(b),
  });

export const workKind: EntryKind<WorkRow, WorkBody, WorkPatch, Work> = {
  name: 'work',
  table: workExperiences,
  skills: 'work',
  async insert(db, userId, body) {
    const values = { ...workValues(body), userId } as typeof workExperiences.$inferInsert;
    return inserted(await db.insert(workExperiences).values(values).returning());
  },
  async update(db, userId, id, patch) {
    const [row] = await db
      .update(workExperiences)
      .set({ ...workValues(patch) })
      .where(and(eq(workExperiences.id, id), eq(workExperiences.userId, userId)))
      .returning();
    return row ?? null;
  },
  present: (row, skills) => ({
    id: row.id,
    company: row.company,
    position: row.position,
    location: row.location,
    details: row.details,
    ...periodOut(row),
    skills,
  }),
};

type EducationBody = z.output<typeof educationBody>;
type EducationPatch = z.output<typeof educationPatchBody>;
const educationValues = (b: EducationPatch) =>
  defined({
    institution: b.institution,
    award: b.award,
    details: b.details === undefined ? undefined : blankToNull(b.details),
    ...periodValues(b),
  });

export const educationKind: EntryKind<EducationRow, EducationBody, EducationPatch, Education> = {
  name: 'education',
  table: educations,
  skills: null,
  async insert(db, userId, body) {
    const values = { ...educationValues(body), userId } as typeof educations.$inferInsert;
    return inserted(await db.insert(educations).values(values).returning());
  },
  async update(db, userId, id, patch) {
    const [row] = await db
      .update(educations)
      .set({ ...educationValues(patch) })
      .where(and(eq(educations.id, id), eq(educations.userId, userId)))
      .returning();
    return row ?? null;
  },
  present: (row) => ({
    id: row.id,
    institution: row.institution,
    award: row.award,
    details: row.details,
    ...periodOut(row),
  }),
};

type ProjectBody = z.output<typeof profileProjectBody>;
type ProjectPatch = z.output<typeof profileProjectPatchBody>;
const projectValues = (b: ProjectPatch) =>
  defined({
    title: b.title,
    details: b.details === undefined ? undefined : blankToNull(b.details),
    category: b.category,
    projectLink: b.project_link === undefined ? undefined : blankToNull(b.project_link),
    repositoryLink: b.repository_link === undefined ? undefined : blankToNull(b.repository_link),
    ...periodValues(b),
  });

export const projectKind: EntryKind<ProfileProjectRow, ProjectBody, ProjectPatch, ProfileProject> = {
  name: 'project',
  table: profileProjects,
  skills: 'project',
  async insert(db, userId, body) {
    const values = { ...projectValues(body), userId } as typeof profileProjects.$inferInsert;
    return inserted(await db.insert(profileProjects).values(values).returning());
  },
  async update(db, userId, id, patch) {
    const [row] = await db
      .update(profileProjects)
      .set({ ...projectValues(patch) })
      .where(and(eq(profileProjects.id, id), eq(profileProjects.userId, userId)))
      .returning();
    return row ?? null;
  },
  present: (row, skills) => ({
    id: row.id,
    title: row.title,
    details: row.details,
    category: row.category,
    ...periodOut(row),
    project_link: row.projectLink,
    repository_link: row.repositoryLink,
    skills,
  }),
};
