import type { InterestStatus } from '@kazi/shared/opportunities/rules';
import type { Db } from '../client.ts';
import { interestPolls, shortlistEntries } from '../schema/index.ts';

export type InterestPollRow = typeof interestPolls.$inferSelect;

export interface AskOptions {
  /** The poll's answer; null (default): asked, not answered. */
  status?: InterestStatus | null;
  /** Staff who put them on the shortlist. */
  askedById?: number | null;
  /** Put them on the current shortlist too (default true). */
  shortlisted?: boolean;
}

/** Someone on an opportunity's shortlist with their availability poll, as the shortlist makes them. */
export async function askCandidate(
  db: Db,
  projectId: number,
  userId: number,
  options: AskOptions = {},
): Promise<InterestPollRow> {
  if (options.shortlisted ?? true) {
    await db.insert(shortlistEntries).values({ projectId, userId, addedById: options.askedById ?? null });
  }
  const status = options.status ?? null;
  const [row] = await db
    .insert(interestPolls)
    .values({
      projectId,
      userId,
      status,
      askedById: options.askedById ?? null,
      answeredAt: status === 'interested' || status === 'uninterested' ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('interest poll insert returned nothing');
  return row;
}
