import type { InterestStatus } from '@kazi/shared/opportunities/rules';
import type { Db } from '../client.ts';
import { interestPolls, shortlistEntries } from '../schema/index.ts';

/**
 * Puts a person on an opportunity's shortlist with their availability poll: `status` null is
 * asked and not answered; `removed` takes them off the shortlist again (the row stays).
 */
export async function shortlistCandidate(
  db: Db,
  projectId: number,
  userId: number,
  status: InterestStatus | null,
  options: { removed?: boolean } = {},
): Promise<void> {
  await db.insert(shortlistEntries).values({
    projectId,
    userId,
    ...(options.removed ? { removedAt: new Date(), removedReason: 'Not a fit' } : {}),
  });
  await db.insert(interestPolls).values({
    projectId,
    userId,
    status,
    answeredAt: status && status !== 'rejected' ? new Date() : null,
  });
}
