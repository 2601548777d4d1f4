import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { sessions, twoFactorCredentials, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/**
 * What a request keeps of the signed-in person: who they are, what decides their roles, and what
 * a mail or a person object of theirs shows. Not their password hash, nor the rest of the row.
 */
const actorColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  type: users.type,
  category: users.category,
  isAdmin: users.isAdmin,
  isPayAdmin: users.isPayAdmin,
  isStaff: users.isStaff,
  canContribute: users.canContribute,
  avatarFileId: users.avatarFileId,
};

export type ActorUser = Pick<UserRow, keyof typeof actorColumns>;

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

/** The cookie carries the token; the database keeps only its hash. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface SessionMeta {
  ip: string;
  userAgent: string | undefined;
}

/** A session row just written: `token` goes in the cookie, `id` (its hash) binds the CSRF token. */
export interface NewSession {
  token: string;
  id: string;
}

/** Writes a session row; `db` may be a transaction, so that the session commits with the caller's work. */
export async function createSession(
  db: Db,
  userId: number,
  policy: SessionPolicy,
  meta: SessionMeta,
  options: { secondFactor?: boolean } = {},
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const id = sessionIdOf(token);
  await db.insert(sessions).values({
    id,
    userId,
    expiresAt: new Date(Date.now() + policy.absoluteMs),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    secondFactorAt: options.secondFactor ? new Date() : null,
  });
  return { token, id };
}

/** The session passed a second factor (it confirmed the person's set-up). */
export async function markSecondFactor(db: Db, id: string): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: sql`now()` }).where(eq(sessions.id, id));
}

/** Two-factor sign-in turned off: no session of the person counts as having passed it. */
export async function clearSecondFactor(db: Db, userId: number): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, userId));
}

/** Every request looks its session up: the query is built once per database, not per request. */
const liveSessionQuery = preparedPer((db) =>
  db
    .select({
      id: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      user: actorColumns,
      secondFactor: sql<boolean>`(${sessions.secondFactorAt} is not null)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(twoFactorCredentials, eq(twoFactorCredentials.userId, users.id))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${sql.placeholder('idleSeconds')})`),
        eq(users.isActive, true),
        // A person with two-factor sign-in on has no session that a password alone opened.
        or(isNull(twoFactorCredentials.confirmedAt), isNotNull(sessions.secondFactorAt)),
      ),
    )
    .limit(1)
    .prepare('kazi_live_session'),
);

/** A live session of an active user, or null: expired (idle or absolute) sessions do not exist. */
export async function findLiveSession(
  db: Db,
  id: string,
  policy: SessionPolicy,
): Promise<{ id: string; lastSeenAt: Date; user: ActorUser; secondFactor: boolean } | null> {
  const [row] = await liveSessionQuery(db).execute({ id, idleSeconds: policy.idleMs / 1000 });
  return row ?? null;
}

/** Last use and its address (the sessions list shows both); called at most once a minute per session. */
export async function touchSession(db: Db, id: string, ip: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: sql`now()`, ip }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user. */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db, policy: SessionPolicy): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, new Date(Date.now() - policy.idleMs))),
    )
    .returning({ id: sessions.id });
  return deleted.length;
}

const liveFor = (userId: number, policy: SessionPolicy) =>
  and(
    eq(sessions.userId, userId),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastSeenAt, new Date(Date.now() - policy.idleMs)),
  );

export type SessionRow = typeof sessions.$inferSelect;

/** A person's live sessions, last used first, and how many there are. */
export async function listLiveSessions(
  db: Db,
  userId: number,
  policy: SessionPolicy,
  window: { limit: number; offset: number },
): Promise<{ count: number; rows: SessionRow[] }> {
  const where = liveFor(userId, policy);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sessions)
      .where(where)
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt), sessions.publicId)
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(sessions).where(where),
  ]);
  return { count: Number(total?.n ?? 0), rows };
}

/** Ends one session of the person by its public id; answers the ended session's id, or null. */
export async function deleteSessionOf(db: Db, userId: number, publicId: string): Promise<string | null> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ id: sessions.id });
  return row?.id ?? null;
}

/** Ends every session of the person but `keepId` (the caller's). */
export async function deleteOtherSessions(db: Db, userId: number, keepId: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return rows.length;
}
