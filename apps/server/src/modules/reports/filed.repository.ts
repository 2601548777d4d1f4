import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import {
  developerRatings,
  files,
  participations,
  progressEvents,
  progressReportAttachments,
  progressReports,
  users,
} from '../../db/schema/index.ts';
import { loadPeople, type PersonRow } from '../project-core/index.ts';

type ReportRow = typeof progressReports.$inferSelect;
type RatingRow = typeof developerRatings.$inferSelect;

interface FiledAttachment {
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
    reportsOnEvents(db).execute({ ids }),
    ratingsOnEvents(db).execute({ ids }),
  ]);
  return complete(db, reports, ratings);
}

// Every events list and report screen runs these: built and planned once (db/prepared.ts).
const reportsOnEvents = preparedPer((db) =>
  db
    .select()
    .from(progressReports)
    .where(sql`${progressReports.eventId} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(progressReports.createdAt), asc(progressReports.id))
    .prepare('kazi_reports_on_events'),
);
const ratingsOnEvents = preparedPer((db) =>
  db
    .select()
    .from(developerRatings)
    .where(sql`${developerRatings.eventId} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(developerRatings.createdAt), asc(developerRatings.id))
    .prepare('kazi_ratings_on_events'),
);
const attachmentsOfReports = preparedPer((db) =>
  db
    .select({
      id: progressReportAttachments.id,
      reportId: progressReportAttachments.reportId,
      fileId: progressReportAttachments.fileId,
      name: files.originalName,
      size: files.size,
    })
    .from(progressReportAttachments)
    .innerJoin(files, eq(files.id, progressReportAttachments.fileId))
    .where(sql`${progressReportAttachments.reportId} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(progressReportAttachments.id))
    .prepare('kazi_attachments_of_reports'),
);

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
      ? attachmentsOfReports(db).execute({ ids: reports.map((report) => report.id) })
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

export type EventRow = typeof progressEvents.$inferSelect;

/** One progress event by id, locked for the rest of the transaction when `forUpdate`. */
export async function findEventRow(db: Db, id: number, forUpdate = false): Promise<EventRow | null> {
  const query = db.select().from(progressEvents).where(eq(progressEvents.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The project's developers: its accepted participants. */
export async function acceptedDeveloperIds(db: Db, projectId: number): Promise<number[]> {
  const rows = await db
    .select({ id: participations.userId })
    .from(participations)
    .where(and(eq(participations.projectId, projectId), eq(participations.status, 'accepted')))
    .orderBy(asc(participations.userId));
  return rows.map((row) => row.id);
}

/** One report's attachment with its stored file. */
export async function findAttachmentFile(db: Db, reportId: number, attachmentId: number) {
  const [row] = await db
    .select({
      id: files.id,
      storedName: files.storedName,
      mimeType: files.mimeType,
      size: files.size,
      originalName: files.originalName,
    })
    .from(progressReportAttachments)
    .innerJoin(files, eq(files.id, progressReportAttachments.fileId))
    .where(
      and(eq(progressReportAttachments.id, attachmentId), eq(progressReportAttachments.reportId, reportId)),
    );
  return row ?? null;
}

/** Active people by id, with what decides their roles and their place on the project. */
export async function findRecipients(db: Db, projectId: number, ids: readonly number[]) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      type: users.type,
      category: users.category,
      isAdmin: users.isAdmin,
      isPayAdmin: users.isPayAdmin,
      isStaff: users.isStaff,
      participationStatus: participations.status,
    })
    .from(users)
    .leftJoin(
      participations,
      and(eq(participations.userId, users.id), eq(participations.projectId, projectId)),
    )
    .where(and(inArray(users.id, [...new Set(ids)]), eq(users.isActive, true)))
    .orderBy(asc(users.id));
}
