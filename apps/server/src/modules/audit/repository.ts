import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { currentRequestId } from '../../http/request-id.ts';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  targetType: string;
  targetId: number | string | null;
  before?: unknown;
  after?: unknown;
  /** The request that made the change; unset: the request running now (none in a job). */
  requestId?: string | null;
}

/**
 * Records one action in the append-only audit log. Call it inside the same transaction as the
 * change it describes. Keep `before`/`after` to ids and states: no names, emails or documents.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId ?? currentRequestId() ?? null,
  });
}
