import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  developerRatings,
  files,
  progressReportAttachments,
  progressReports,
} from '../../db/schema/index.ts';
import { loadPeople, type PersonRow } from '../project-core/index.ts';

type ReportRow = typeof progressReports.$inferSelect;
type RatingRow = typeof developerRatings.$inferSelect;

export interface FiledAttachment {
  id: number;
  reportId: number;
  fileId: number;
  name: string;
  size: number;
}

/** A progress report with its author and its images. */
export type FiledReport = ReportRow & { author: PersonRow | null; attachments: FiledAttachment[] };

/** A developer's rating with the developer and who gave it. */
export type FiledRating = RatingRow & { user: PersonRow | null; createdBy: PersonRow | null };

/**
 * What was filed on these events: their reports (author, attachments) and ratings (developer,
 * rater), oldest first, in four statements whatever the number of events.
 */
export async function findFiledOn(
  db: Db,
  eventIds: readonly number[],
): Promise<{ reports: FiledReport[]; ratings: FiledRating[] }> {
  if (!eventIds.length) return { reports: [], ratings: [] };
  const ids = [...new Set(eventIds)];
  const [reports, ratings] = await Promise.all([
    db
      .select()
      .from(progressReports)
      .where(inArray(progressReports.eventId, ids))
      .orderBy(asc(progressReports.createdAt), asc(progressReports.id)),
    db
      .select()
      .from(developerRatings)
      .where(inArray(developerRatings.eventId, ids))
      .orderBy(asc(developerRatings.createdAt), asc(developerRatings.id)),
  ]);
  return complete(db, reports, ratings);
}

/** Reports by id, completed as findFiledOn does. */
export async function findFiledReports(db: Db, reportIds: readonly number[]): Promise<FiledReport[]> {
  if (!reportIds.length) return [];
  const reports = await db
    .select()
    .from(progressReports)
    .where(inArray(progressReports.id, [...new Set(reportIds)]))
    .orderBy(asc(progressReports.id));
  return (await complete(db, reports, [])).reports;
}

/** Ratings by id, completed as findFiledOn does. */
export async function findFiledRatings(db: Db, ratingIds: readonly number[]): Promise<FiledRating[]> {
  if (!ratingIds.length) return [];
  const ratings = await db
    .select()
    .from(developerRatings)
    .where(inArray(developerRatings.id, [...new Set(ratingIds)]))
    .orderBy(asc(developerRatings.id));
  return (await complete(db, [], ratings)).ratings;
}

async function complete(
  db: Db,
  reports: ReportRow[],
  ratings: RatingRow[],
): Promise<{ reports: FiledReport[]; ratings: FiledRating[] }> {
  const [attachments, people] = await Promise.all([
    reports.length
      ? db
          .select({
            id: progressReportAttachments.id,
            reportId: progressReportAttachments.reportId,
            fileId: progressReportAttachments.fileId,
            name: files.originalName,
            size: files.size,
          })
          .from(progressReportAttachments)
          .innerJoin(files, eq(files.id, progressReportAttachments.fileId))
          .where(
            inArray(
              progressReportAttachments.reportId,
              reports.map((report) => report.id),
            ),
          )
          .orderBy(asc(progressReportAttachments.id))
      : Promise.resolve([]),
    loadPeople(db, [
      ...reports.map((report) => report.authorId),
      ...ratings.flatMap((rating) => [rating.userId, rating.createdById]),
    ]),
  ]);
  const byReport = new Map<number, FiledAttachment[]>();
  for (const attachment of attachments) {
    const list = byReport.get(attachment.reportId) ?? [];
    list.push(attachment);
    byReport.set(attachment.reportId, list);
  }
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  return {
    reports: reports.map((report) => ({
      ...report,
      author: person(report.authorId),
      attachments: byReport.get(report.id) ?? [],
    })),
    ratings: ratings.map((rating) => ({
      ...rating,
      user: person(rating.userId),
      createdBy: person(rating.createdById),
    })),
  };
}
