import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  developerRatings,
  progressEvents,
  progressReportAttachments,
  progressReports,
} from '../../db/schema/index.ts';

export type ReportValues = Omit<
  typeof progressReports.$inferInsert,
  'id' | 'eventId' | 'authorId' | 'createdAt' | 'updatedAt'
>;

/**
 * A report by its author on an event; null when they already filed one (the unique index decides,
 * so of two requests at once exactly one inserts).
 */
export async function insertReport(
  tx: Db,
  input: { eventId: number; authorId: number; values: ReportValues },
): Promise<number | null> {
  const [row] = await tx
    .insert(progressReports)
    .values({ eventId: input.eventId, authorId: input.authorId, ...input.values })
    .onConflictDoNothing({ target: [progressReports.eventId, progressReports.authorId] })
    .returning({ id: progressReports.id });
  return row?.id ?? null;
}

export async function updateReport(tx: Db, id: number, values: ReportValues): Promise<void> {
  if (!Object.keys(values).length) return;
  await tx.update(progressReports).set(values).where(eq(progressReports.id, id));
}

/** Locks a report for its change; null when it does not exist. */
export async function lockReport(tx: Db, id: number): Promise<typeof progressReports.$inferSelect | null> {
  const [row] = await tx.select().from(progressReports).where(eq(progressReports.id, id)).for('update');
  return row ?? null;
}

export async function insertAttachments(tx: Db, reportId: number, fileIds: readonly number[]): Promise<void> {
  if (!fileIds.length) return;
  await tx.insert(progressReportAttachments).values(fileIds.map((fileId) => ({ reportId, fileId })));
}

/** Removes these attachments of the report; the ids it does not hold are left alone (and counted out). */
export async function deleteAttachments(tx: Db, reportId: number, ids: readonly number[]): Promise<number> {
  if (!ids.length) return 0;
  const removed = await tx
    .delete(progressReportAttachments)
    .where(
      and(eq(progressReportAttachments.reportId, reportId), inArray(progressReportAttachments.id, [...ids])),
    )
    .returning({ id: progressReportAttachments.id });
  return removed.length;
}

/** A rater's ratings on an event, one per developer, each replacing the one they gave before. */
export async function upsertRatings(
  tx: Db,
  input: { eventId: number; raterId: number; ratings: readonly { userId: number; rating: number }[] },
): Promise<number[]> {
  if (!input.ratings.length) return [];
  const rows = await tx
    .insert(developerRatings)
    .values(
      input.ratings.map((r) => ({
        eventId: input.eventId,
        userId: r.userId,
        createdById: input.raterId,
        rating: r.rating,
      })),
    )
    .onConflictDoUpdate({
      target: [developerRatings.eventId, developerRatings.userId, developerRatings.createdById],
      set: { rating: sql`excluded.rating` },
    })
    .returning({ id: developerRatings.id });
  return rows.map((row) => row.id);
}

/** Locks a rating for its change; null when it does not exist. */
export async function lockRating(tx: Db, id: number): Promise<typeof developerRatings.$inferSelect | null> {
  const [row] = await tx.select().from(developerRatings).where(eq(developerRatings.id, id)).for('update');
  return row ?? null;
}

export async function updateRating(tx: Db, id: number, rating: number): Promise<void> {
  await tx.update(developerRatings).set({ rating }).where(eq(developerRatings.id, id));
}

/**
 * The event is completed by its first report or rating; later ones leave the instant alone.
 * False when it was completed already.
 */
export async function markEventCompleted(tx: Db, eventId: number): Promise<boolean> {
  const rows = await tx
    .update(progressEvents)
    .set({ completedAt: new Date() })
    .where(and(eq(progressEvents.id, eventId), isNull(progressEvents.completedAt)))
    .returning({ id: progressEvents.id });
  return rows.length > 0;
}
