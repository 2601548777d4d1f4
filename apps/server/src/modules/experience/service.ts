import type { Page, PageQuery } from '@kazi/shared/api/pagination';
import { type Period, periodIssues } from '@kazi/shared/experience/rules';
import { skillIds, type skillRefs } from '@kazi/shared/experience/schemas';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { pageWindow, toPage } from '../../http/pagination.ts';
import type { EntryKind } from './kinds.ts';
import {
  deleteOwnEntry,
  findOwnEntry,
  findSkills,
  listEntries,
  replaceEntrySkills,
  type SkillRow,
  skillsOfEntries,
} from './repository.ts';

type SkillRefs = z.infer<typeof skillRefs>;
export interface EntryRow {
  id: number;
  startMonth: number;
  startYear: number;
  endMonth: number | null;
  endYear: number | null;
}

/** Work and projects carry `skills`; education does not. */
const skillsOf = (body: object): SkillRefs | undefined => (body as { skills?: SkillRefs }).skills;

/** The skills behind the ids, in the order given; an unknown id is a 400 on `skills`. */
async function resolveSkills(app: FastifyInstance, refs: SkillRefs | undefined): Promise<SkillRow[] | null> {
  if (refs === undefined) return null;
  const ids = skillIds(refs);
  const found = await findSkills(app.db, ids);
  if (found.size !== ids.length) throw AppError.field('skills', MESSAGES.experience.unknownSkill);
  return ids.map((id) => found.get(id) as SkillRow);
}

/** A page of the caller's entries with their skills: three statements for any page size. */
export async function listOwn<Row extends EntryRow, Out>(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: EntryKind<Row, unknown, unknown, Out>,
  userId: number,
  query: PageQuery,
): Promise<Page<Out>> {
  const { rows, count } = await listEntries(app.db, kind.table, userId, pageWindow(query));
  const entries = rows as unknown as Row[];
  const skills = kind.skills
    ? await skillsOfEntries(
        app.db,
        kind.skills,
        entries.map((row) => row.id),
      )
    : null;
  const results = entries.map((row) => kind.present(row, skills?.get(row.id) ?? []));
  return toPage(request, query, count, results);
}

export async function createOwn<Row extends EntryRow, Body extends object, Out>(
  app: FastifyInstance,
  kind: EntryKind<Row, Body, unknown, Out>,
  userId: number,
  body: Body,
): Promise<Out> {
  const skills = await resolveSkills(app, skillsOf(body));
  return app.db.transaction(async (tx) => {
    const row = await kind.insert(tx, userId, body);
    if (kind.skills && skills?.length)
      await replaceEntrySkills(
        tx,
        kind.skills,
        row.id,
        skills.map((s) => s.id),
      );
    return kind.present(row, skills ?? []);
  });
}

/**
 * PATCH: the dates are checked on the entry as it will be after the change (a new start date
 * against the stored end date, and so on); `skills`, when sent, replaces the list.
 */
export async function updateOwn<Row extends EntryRow, Patch extends Period, Out>(
  app: FastifyInstance,
  kind: EntryKind<Row, unknown, Patch, Out>,
  userId: number,
  id: number,
  patch: Patch,
): Promise<Out> {
  const existing = (await findOwnEntry(app.db, kind.table, userId, id)) as Row | null;
  if (!existing) throw AppError.notFound();
  const merged: Period = {
    start_month: patch.start_month ?? existing.startMonth,
    start_year: patch.start_year ?? existing.startYear,
    end_month: patch.end_month === undefined ? existing.endMonth : patch.end_month,
    end_year: patch.end_year === undefined ? existing.endYear : patch.end_year,
  };
  const issues = periodIssues(merged);
  if (issues.length) {
    const fields: Record<string, string[]> = {};
    for (const issue of issues) fields[issue.field] = [...(fields[issue.field] ?? []), issue.message];
    throw AppError.validation(fields);
  }
  const skills = await resolveSkills(app, skillsOf(patch));
  return app.db.transaction(async (tx) => {
    const row = await kind.update(tx, userId, id, patch);
    if (!row) throw AppError.notFound();
    if (kind.skills && skills)
      await replaceEntrySkills(
        tx,
        kind.skills,
        row.id,
        skills.map((s) => s.id),
      );
    const current =
      skills ?? (kind.skills ? ((await skillsOfEntries(tx, kind.skills, [row.id])).get(row.id) ?? []) : []);
    return kind.present(row, current);
  });
}

export async function deleteOwn(
  app: FastifyInstance,
  kind: EntryKind<EntryRow, unknown, unknown, unknown>,
  userId: number,
  id: number,
): Promise<void> {
  if (!(await deleteOwnEntry(app.db, kind.table, userId, id))) throw AppError.notFound();
}
