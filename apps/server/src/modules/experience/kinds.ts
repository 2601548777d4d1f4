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
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  type EducationRow,
  ENTRY_TABLES,
  type EntryTable,
  insertEntry,
  type ProfileProjectRow,
  type SkilledKind,
  type SkillRow,
  updateOwnEntry,
  type WorkRow,
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
  table: ENTRY_TABLES.work,
  skills: 'work',
  insert: (db, userId, body) => insertEntry(db, ENTRY_TABLES.work, userId, workValues(body)),
  update: (db, userId, id, patch) => updateOwnEntry(db, ENTRY_TABLES.work, userId, id, workValues(patch)),
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
  table: ENTRY_TABLES.education,
  skills: null,
  insert: (db, userId, body) => insertEntry(db, ENTRY_TABLES.education, userId, educationValues(body)),
  update: (db, userId, id, patch) =>
    updateOwnEntry(db, ENTRY_TABLES.education, userId, id, educationValues(patch)),
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
  table: ENTRY_TABLES.project,
  skills: 'project',
  insert: (db, userId, body) => insertEntry(db, ENTRY_TABLES.project, userId, projectValues(body)),
  update: (db, userId, id, patch) =>
    updateOwnEntry(db, ENTRY_TABLES.project, userId, id, projectValues(patch)),
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
