import type { ClientFeedbackAnswer } from '@kazi/shared/opportunities/rules';
import { SHARED_CANDIDATES_LIMIT, SHARED_TEST_RESULTS_LIMIT } from '@kazi/shared/opportunities/share';
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  profileSkills,
  profiles,
  projects,
  shortlistEntries,
  shortlistFeedback,
  shortlistShares,
  shortlistShareViews,
  skills,
  talentTestResults,
  users,
} from '../../db/schema/index.ts';
import { latestTestResults } from './talent-extras.repository.ts';

/** All SQL of the shared shortlist (ADR 031): the links, the browsers that opened them, the client's answers. */

export type ShareRow = typeof shortlistShares.$inferSelect;
export interface ShareWithSender extends ShareRow {
  sender: { id: number; firstName: string; lastName: string; email: string } | null;
}

const creator = alias(users, 'share_creator');
const senderColumns = {
  id: creator.id,
  firstName: creator.firstName,
  lastName: creator.lastName,
  email: creator.email,
};

/** How many people are on the opportunity's shortlist now (rows not removed). */
export async function countCurrentShortlist(db: Db, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shortlistEntries)
    .where(and(eq(shortlistEntries.projectId, projectId), isNull(shortlistEntries.removedAt)));
  return Number(row?.n ?? 0);
}

export async function insertShare(db: Db, values: typeof shortlistShares.$inferInsert): Promise<ShareRow> {
  const [row] = await db.insert(shortlistShares).values(values).returning();
  if (!row) throw new Error('shortlist share insert returned nothing');
  return row;
}

/** A page of the opportunity's links, newest first, each with who sent it; and their number. */
export async function listShares(
  db: Db,
  projectId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: ShareWithSender[]; count: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ share: shortlistShares, sender: senderColumns })
      .from(shortlistShares)
      .leftJoin(creator, eq(creator.id, shortlistShares.createdById))
      .where(eq(shortlistShares.projectId, projectId))
      .orderBy(desc(shortlistShares.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(shortlistShares).where(eq(shortlistShares.projectId, projectId)),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.share, sender: row.sender?.id ? row.sender : null })),
    count: Number(total?.n ?? 0),
  };
}

export interface FeedbackRow {
  shareId: number;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  answer: ClientFeedbackAnswer;
  question: string | null;
  answeredAt: Date;
}

/**
 * The client's latest answer on each person of the opportunity's current shortlist, over all its
 * links (one row a person: at most the shortlist's size).
 */
export async function latestFeedback(db: Db, projectId: number): Promise<FeedbackRow[]> {
  return db
    .selectDistinctOn([shortlistFeedback.userId], {
      shareId: shortlistFeedback.shareId,
      userId: shortlistFeedback.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      answer: shortlistFeedback.answer,
      question: shortlistFeedback.question,
      answeredAt: shortlistFeedback.answeredAt,
    })
    .from(shortlistFeedback)
    .innerJoin(users, eq(users.id, shortlistFeedback.userId))
    .innerJoin(
      shortlistEntries,
      and(
        eq(shortlistEntries.projectId, shortlistFeedback.projectId),
        eq(shortlistEntries.userId, shortlistFeedback.userId),
        isNull(shortlistEntries.removedAt),
      ),
    )
    .where(eq(shortlistFeedback.projectId, projectId))
    .orderBy(asc(shortlistFeedback.userId), desc(shortlistFeedback.answeredAt), desc(shortlistFeedback.id));
}

/** Revokes a link still open: the row when it changed, null when it was revoked already or is not this project's. */
export async function revokeShare(
  db: Db,
  projectId: number,
  shareId: number,
  actorId: number,
): Promise<ShareRow | null> {
  const [row] = await db
    .update(shortlistShares)
    .set({ revokedAt: sql`now()`, revokedById: actorId })
    .where(
      and(
        eq(shortlistShares.id, shareId),
        eq(shortlistShares.projectId, projectId),
        isNull(shortlistShares.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** One of the opportunity's links, with who sent it. */
export async function findProjectShare(
  db: Db,
  projectId: number,
  shareId: number,
): Promise<ShareWithSender | null> {
  const [row] = await db
    .select({ share: shortlistShares, sender: senderColumns })
    .from(shortlistShares)
    .leftJoin(creator, eq(creator.id, shortlistShares.createdById))
    .where(and(eq(shortlistShares.id, shareId), eq(shortlistShares.projectId, projectId)))
    .limit(1);
  return row ? { ...row.share, sender: row.sender?.id ? row.sender : null } : null;
}

export interface LiveShare {
  id: number;
  projectId: number;
  projectTitle: string;
  passwordHash: string;
  expiresAt: Date;
}

const liveShareColumns = {
  id: shortlistShares.id,
  projectId: shortlistShares.projectId,
  projectTitle: projects.title,
  passwordHash: shortlistShares.passwordHash,
  expiresAt: shortlistShares.expiresAt,
};

/** Not revoked, not expired, on an opportunity that is not archived. */
const live = () =>
  and(
    isNull(shortlistShares.revokedAt),
    gt(shortlistShares.expiresAt, sql`now()`),
    eq(projects.stage, 'opportunity'),
    eq(projects.archived, false),
  );

/** The live link whose secret hashes to `tokenHash`, or null (unknown, expired, revoked). */
export async function findLiveShare(db: Db, tokenHash: string): Promise<LiveShare | null> {
  const [row] = await db
    .select(liveShareColumns)
    .from(shortlistShares)
    .innerJoin(projects, eq(projects.id, shortlistShares.projectId))
    .where(and(eq(shortlistShares.tokenHash, tokenHash), live()))
    .limit(1);
  return row ?? null;
}

/** The live link behind `tokenHash` when the browser's view (its cookie's hash) is one of its own and unexpired. */
export async function findViewedShare(
  db: Db,
  tokenHash: string,
  viewHash: string,
): Promise<LiveShare | null> {
  const [row] = await db
    .select(liveShareColumns)
    .from(shortlistShareViews)
    .innerJoin(shortlistShares, eq(shortlistShares.id, shortlistShareViews.shareId))
    .innerJoin(projects, eq(projects.id, shortlistShares.projectId))
    .where(
      and(
        eq(shortlistShareViews.tokenHash, viewHash),
        gt(shortlistShareViews.expiresAt, sql`now()`),
        eq(shortlistShares.tokenHash, tokenHash),
        live(),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A browser that gave the right password: its view, and the link's last opening. */
export async function insertView(db: Db, shareId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(shortlistShareViews).values({ shareId, tokenHash, expiresAt });
  await db.update(shortlistShares).set({ lastOpenedAt: sql`now()` }).where(eq(shortlistShares.id, shareId));
}

/** Views past their time: nobody can use them again. */
export async function deleteExpiredViews(db: Db, shareId: number): Promise<void> {
  await db
    .delete(shortlistShareViews)
    .where(and(eq(shortlistShareViews.shareId, shareId), sql`${shortlistShareViews.expiresAt} <= now()`));
}

export interface CandidateRow {
  id: number;
  firstName: string;
  lastName: string;
  avatarFileId: number | null;
  country: string | null;
  yearsOfExperience: number | null;
  isVetted: boolean;
  bio: string | null;
  skills: string[];
}

/**
 * The opportunity's current shortlist, as the client may see it: names, avatar, country,
 * experience, vetting, bio and skill names. No other column is read (no e-mail, phone, address).
 * The earliest added SHARED_CANDIDATES_LIMIT at most; each person's skills are read on their own
 * rows of `profile_skills` (its primary key), not aggregated over everyone's.
 */
export async function loadCandidates(db: Db, projectId: number): Promise<CandidateRow[]> {
  const skillNames = sql<
    string[] | null
  >`(select array_agg(${skills.name} order by ${profileSkills.position}, ${skills.name}) from ${profileSkills} inner join ${skills} on ${skills.id} = ${profileSkills.skillId} where ${profileSkills.userId} = ${users.id})`;
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarFileId: users.avatarFileId,
      country: profiles.country,
      yearsOfExperience: profiles.yearsOfExperience,
      isVetted: profiles.isVetted,
      bio: profiles.bio,
      skills: skillNames,
    })
    .from(shortlistEntries)
    .innerJoin(users, eq(users.id, shortlistEntries.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(shortlistEntries.projectId, projectId),
        isNull(shortlistEntries.removedAt),
        eq(users.isActive, true),
      ),
    )
    .orderBy(asc(shortlistEntries.addedAt), asc(shortlistEntries.id))
    .limit(SHARED_CANDIDATES_LIMIT);
  return rows.map((row) => ({ ...row, isVetted: row.isVetted ?? false, skills: row.skills ?? [] }));
}

export interface TestResultRow {
  userId: number;
  title: string;
  score: number;
  takenOn: string;
}

/** The latest test results of each person (at most SHARED_TEST_RESULTS_LIMIT each), in one statement. */
export async function loadTestResults(db: Db, userIds: readonly number[]): Promise<TestResultRow[]> {
  if (!userIds.length) return [];
  return latestTestResults(db, inArray(talentTestResults.userId, [...userIds]), SHARED_TEST_RESULTS_LIMIT);
}

/** This link's answers (one a person). */
export async function loadShareFeedback(db: Db, shareId: number) {
  return db
    .select({
      userId: shortlistFeedback.userId,
      answer: shortlistFeedback.answer,
      question: shortlistFeedback.question,
      answeredAt: shortlistFeedback.answeredAt,
    })
    .from(shortlistFeedback)
    .where(eq(shortlistFeedback.shareId, shareId));
}

/** The person, when on the opportunity's current shortlist and active: their name and avatar. */
export async function findShortlisted(db: Db, projectId: number, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarFileId: users.avatarFileId,
    })
    .from(shortlistEntries)
    .innerJoin(users, eq(users.id, shortlistEntries.userId))
    .where(
      and(
        eq(shortlistEntries.projectId, projectId),
        eq(shortlistEntries.userId, userId),
        isNull(shortlistEntries.removedAt),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The client's answer on one person of one link, changed in place: the row as it is now. */
export async function upsertFeedback(
  db: Db,
  values: {
    shareId: number;
    projectId: number;
    userId: number;
    answer: ClientFeedbackAnswer;
    question: string | null;
  },
) {
  const [row] = await db
    .insert(shortlistFeedback)
    .values(values)
    .onConflictDoUpdate({
      target: [shortlistFeedback.shareId, shortlistFeedback.userId],
      set: { answer: values.answer, question: values.question, answeredAt: sql`now()` },
      // The same answer again changes nothing (and so records and tells nothing).
      setWhere: sql`(${shortlistFeedback.answer}, ${shortlistFeedback.question}) is distinct from (excluded.answer, excluded.question)`,
    })
    .returning();
  if (row) return { row, changed: true };
  const [same] = await db
    .select()
    .from(shortlistFeedback)
    .where(and(eq(shortlistFeedback.shareId, values.shareId), eq(shortlistFeedback.userId, values.userId)));
  if (!same) throw new Error('shortlist feedback upsert returned nothing');
  return { row: same, changed: false };
}

/** The opportunity's cm, cso and creator, with what says whether each is on Kazi's side. */
export async function findFeedbackRecipients(db: Db, projectId: number) {
  const cm = alias(users, 'cm');
  const cso = alias(users, 'cso');
  const made = alias(users, 'creator');
  const person = (t: typeof cm | typeof cso | typeof made) => ({
    id: t.id,
    firstName: t.firstName,
    lastName: t.lastName,
    email: t.email,
    type: t.type,
    category: t.category,
    isAdmin: t.isAdmin,
    isPayAdmin: t.isPayAdmin,
    isStaff: t.isStaff,
    isActive: t.isActive,
  });
  const [row] = await db
    .select({ cm: person(cm), cso: person(cso), creator: person(made) })
    .from(projects)
    .leftJoin(cm, eq(cm.id, projects.cmId))
    .leftJoin(cso, eq(cso.id, projects.csoId))
    .leftJoin(made, eq(made.id, projects.createdById))
    .where(eq(projects.id, projectId))
    .limit(1);
  return row ? [row.cm, row.cso, row.creator] : [];
}
