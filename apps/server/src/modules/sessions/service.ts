import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/repository.ts';
import {
  deleteOtherSessions,
  deleteSessionOf,
  listLiveSessions,
  type SessionPolicy,
} from '../auth/sessions.repository.ts';

export type { SessionRow } from '../auth/sessions.repository.ts';

/** The person's live sessions, last used first. */
export function listOwnSessions(
  db: Db,
  userId: number,
  policy: SessionPolicy,
  window: { limit: number; offset: number },
) {
  return listLiveSessions(db, userId, policy, window);
}

/**
 * Ends one of the person's sessions and records it, in one transaction. Returns the ended
 * session's id, or null when the person has no session with that public id.
 */
export function endOwnSession(db: Db, userId: number, publicId: string, requestId: string) {
  return db.transaction(async (tx) => {
    const ended = await deleteSessionOf(tx, userId, publicId);
    if (!ended) return null;
    await recordAudit(tx, {
      actorId: userId,
      action: 'auth.session.ended',
      targetType: 'user',
      targetId: userId,
      requestId,
    });
    return ended;
  });
}

/** Ends every session of the person but `keepId` and records how many, in one transaction. */
export function endOtherSessions(db: Db, userId: number, keepId: string, requestId: string) {
  return db.transaction(async (tx) => {
    const ended = await deleteOtherSessions(tx, userId, keepId);
    await recordAudit(tx, {
      actorId: userId,
      action: 'auth.session.signed_out_others',
      targetType: 'user',
      targetId: userId,
      after: { ended },
      requestId,
    });
    return ended;
  });
}
