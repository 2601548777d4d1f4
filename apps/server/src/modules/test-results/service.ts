import type { Page } from '@kazi/shared/api/pagination';
import { MESSAGES } from '@kazi/shared/messages';
import { profileTestResult } from '@kazi/shared/test-results/policy';
import type {
  TestPerson,
  TestResult,
  TestResultsQuery,
  testResultCreateBody,
  testResultPatchBody,
} from '@kazi/shared/test-results/schemas';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { pageWindow, toPage } from '../../http/pagination.ts';
import type { SessionActor } from '../../http/session.ts';
import { recordAudit } from '../audit/repository.ts';
import { presentProfileTestResult, presentTestPerson, presentTestResult } from './presenter.ts';
import {
  deleteTestResult,
  findTestResult,
  findTestResultsOf,
  insertTestResult,
  isTestPerson,
  listTestResults,
  searchTestPeople,
  type TestPeopleRole,
  type TestResultRow,
  type TestResultValues,
  updateTestResult,
} from './repository.ts';

const T = MESSAGES.tests;
type CreateBody = z.output<typeof testResultCreateBody>;
type PatchBody = z.output<typeof testResultPatchBody>;

/** What the audit keeps of a result: ids, score and date (no notes: free text about a person). */
function auditState(values: Partial<TestResultValues>) {
  return {
    user_id: values.userId,
    title: values.title,
    score: values.score,
    taken_on: values.takenOn,
    reviewer_id: values.reviewerId,
    has_notes: values.notes === undefined ? undefined : values.notes !== null,
  };
}

/** 400 naming every person field that is not someone of its picker. */
async function assertPeople(db: Db, userId: number | undefined, reviewerId: number | null | undefined) {
  const fields: Record<string, string[]> = {};
  if (userId !== undefined && !(await isTestPerson(db, 'developer', userId))) fields.user = [T.notATalent];
  if (reviewerId != null && !(await isTestPerson(db, 'reviewer', reviewerId)))
    fields.reviewer = [T.reviewerNotStaff];
  if (Object.keys(fields).length) throw AppError.validation(fields);
}

async function loadOr404(db: Db, id: number, forUpdate = false): Promise<TestResultRow> {
  const row = await findTestResult(db, id, forUpdate);
  if (!row) throw AppError.notFound();
  return row;
}

export async function listResults(
  db: Db,
  request: FastifyRequest,
  query: TestResultsQuery,
): Promise<Page<TestResult>> {
  const { rows, count } = await listTestResults(
    db,
    { userId: query.user, search: query.search },
    pageWindow(query),
  );
  return toPage(request, query, count, rows.map(presentTestResult));
}

export async function getResult(db: Db, id: number): Promise<TestResult> {
  return presentTestResult(await loadOr404(db, id));
}

export async function createResult(
  db: Db,
  actor: SessionActor,
  body: CreateBody,
  requestId: string,
): Promise<TestResult> {
  await assertPeople(db, body.user.id, body.reviewer?.id);
  const values: TestResultValues = {
    userId: body.user.id,
    title: body.title,
    score: body.score,
    takenOn: body.taken_on,
    reviewerId: body.reviewer?.id ?? null,
    notes: body.notes ?? null,
  };
  const id = await db.transaction(async (tx) => {
    const created = await insertTestResult(tx, { ...values, createdById: actor.id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'test_result.create',
      targetType: 'test_result',
      targetId: created,
      after: auditState(values),
      requestId,
    });
    return created;
  });
  return getResult(db, id);
}

export async function patchResult(
  db: Db,
  actor: SessionActor,
  id: number,
  body: PatchBody,
  requestId: string,
): Promise<TestResult> {
  await db.transaction(async (tx) => {
    const before = (await loadOr404(tx, id, true)).result;
    const changes: Partial<TestResultValues> = {};
    if (body.user !== undefined && body.user.id !== before.userId) changes.userId = body.user.id;
    if (body.title !== undefined && body.title !== before.title) changes.title = body.title;
    if (body.score !== undefined && body.score !== before.score) changes.score = body.score;
    if (body.taken_on !== undefined && body.taken_on !== before.takenOn) changes.takenOn = body.taken_on;
    if (body.reviewer !== undefined && (body.reviewer?.id ?? null) !== before.reviewerId)
      changes.reviewerId = body.reviewer?.id ?? null;
    if (body.notes !== undefined && (body.notes ?? null) !== before.notes) changes.notes = body.notes ?? null;
    // Only a person who changes is checked: a result of someone since deactivated still takes edits.
    await assertPeople(tx, changes.userId, changes.reviewerId ?? undefined);
    if (Object.keys(changes).length === 0) return;
    await updateTestResult(tx, id, changes);
    const previous: Partial<TestResultValues> = {};
    for (const key of Object.keys(changes) as (keyof TestResultValues)[])
      Object.assign(previous, { [key]: before[key] });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'test_result.update',
      targetType: 'test_result',
      targetId: id,
      before: auditState(previous),
      after: auditState(changes),
      requestId,
    });
  });
  return getResult(db, id);
}

export async function deleteResult(
  db: Db,
  actor: SessionActor,
  id: number,
  requestId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = (await loadOr404(tx, id, true)).result;
    if (!(await deleteTestResult(tx, id))) throw AppError.notFound();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'test_result.delete',
      targetType: 'test_result',
      targetId: id,
      before: auditState(before),
      requestId,
    });
  });
}

export async function testPeople(
  db: Db,
  request: FastifyRequest,
  query: { role: TestPeopleRole; search?: string | undefined; page: number; page_size: number },
): Promise<Page<TestPerson>> {
  const { rows, count } = await searchTestPeople(db, query.role, query.search, pageWindow(query));
  return toPage(request, query, count, rows.map(presentTestPerson));
}

/** A talent's results for their profile, newest first; reviewer and notes only for `tests.manage`. */
export async function profileTestResults(db: Db, actor: SessionActor, talentId: number) {
  const rows = await findTestResultsOf(db, talentId);
  return rows.map((row) => profileTestResult(actor, presentProfileTestResult(row)));
}
