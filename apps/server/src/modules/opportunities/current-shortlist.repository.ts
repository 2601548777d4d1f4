import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { interestPolls, shortlistEntries } from '../../db/schema/index.ts';

/** Joins a shortlist row to its person's availability poll on the same opportunity (one per pair). */
export const pollOfEntry = and(
  eq(interestPolls.projectId, shortlistEntries.projectId),
  eq(interestPolls.userId, shortlistEntries.userId),
) as SQL;

/** The opportunity's current shortlist: its rows not removed (the current-row index). */
export const currentShortlistOf = (projectId: number) =>
  and(eq(shortlistEntries.projectId, projectId), isNull(shortlistEntries.removedAt)) as SQL;
