import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

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
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const id = sessionIdOf(token);
  await db.insert(sessions).values({
    id,
    userId,
    expiresAt: new Date(Date.now() + policy.absoluteMs),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { token, id };
}

function buildLiveSessionQuery(db: Db) {
  return db
    .select({ id: sessions.id, lastSeenAt: sessions.lastSeenAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${sql.placeholder('idleSeconds')})`),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
    .prepare('kazi_live_session');
}

/** Every request looks its session up: the query is built once per database, not per request. */
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof buildLiveSessionQuery>>();

/** A live session of an active user, or null: expired (idle or absolute) sessions do not exist. */
export async function findLiveSession(
  db: Db,
  id: string,
  policy: SessionPolicy,
): Promise<{ id: string; lastSeenAt: Date; user: UserRow } | null> {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = buildLiveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ id, idleSeconds: policy.idleMs / 1000 });
  return row ?? null;
}

export async function touchSession(db: Db, id: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, id));
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
