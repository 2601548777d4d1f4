import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
import { type PersonRow, personColumns } from '../project-core/index.ts';

type ReportRow = typeof progressReports.$inferSelect;
type RatingRow = typeof developerRatings.$inferSelect;

interface FiledAttachment {
  id: number;
  name: string;
  size: number;
}

/** A progress report with its author and its images. */
export type FiledReport = ReportRow & { author: PersonRow | null; attachments: FiledAttachment[] };

/** A developer's rating with the developer and who gave it. */
export type FiledRating = RatingRow & { user: PersonRow | null; createdBy: PersonRow | null };

/**
 * What was filed on these events: their reports (author, attachments) and ratings (developer,
 * rater), oldest first, in two statements run together whatever the number of events.
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
  return { reports: reports.map(filedReport), ratings: ratings.map(filedRating) };
}

/** Reports by id, completed as findFiledOn does. */
export async function findFiledReports(db: Db, reportIds: readonly number[]): Promise<FiledReport[]> {
  if (!reportIds.length) return [];
  const rows = await reportsById(db).execute({ ids: [...new Set(reportIds)] });
  return rows.map(filedReport);
}

/** Ratings by id, completed as findFiledOn does. */
export async function findFiledRatings(db: Db, ratingIds: readonly number[]): Promise<FiledRating[]> {
  if (!ratingIds.length) return [];
  const rows = await ratingsById(db).execute({ ids: [...new Set(ratingIds)] });
  return rows.map(filedRating);
}

const reportAuthors = alias(users, 'report_author');
const ratedPeople = alias(users, 'rated_person');
const raters = alias(users, 'rater');

/** A report's images, oldest first, as one JSON array (no statement of their own). */
const attachmentsOfReport = sql<FiledAttachment[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${progressReportAttachments.id},
    'name', ${files.originalName},
    'size', ${files.size}
  ) order by ${progressReportAttachments.id})
  from ${progressReportAttachments} inner join ${files} on ${files.id} = ${progressReportAttachments.fileId}
  where ${progressReportAttachments.reportId} = ${progressReports.id}
), '[]'::json)`;

const reportsWith = (db: Db, where: SQL) =>
  db
    .select({
      report: progressReports,
      author: personColumns(reportAuthors),
      attachments: attachmentsOfReport,
    })
    .from(progressReports)
    .leftJoin(reportAuthors, eq(reportAuthors.id, progressReports.authorId))
    .where(where)
    .orderBy(asc(progressReports.createdAt), asc(progressReports.id));

const ratingsWith = (db: Db, where: SQL) =>
  db
    .select({ rating: developerRatings, user: personColumns(ratedPeople), createdBy: personColumns(raters) })
    .from(developerRatings)
    .leftJoin(ratedPeople, eq(ratedPeople.id, developerRatings.userId))
    .leftJoin(raters, eq(raters.id, developerRatings.createdById))
    .where(where)
    .orderBy(asc(developerRatings.createdAt), asc(developerRatings.id));

const ids = sql.placeholder('ids');

// Every events list and report screen runs these: built and planned once (db/prepared.ts).
const reportsOnEvents = preparedPer((db) =>
  reportsWith(db, sql`${progressReports.eventId} = any(${ids}::int[])`).prepare('kazi_reports_on_events'),
);
const ratingsOnEvents = preparedPer((db) =>
  ratingsWith(db, sql`${developerRatings.eventId} = any(${ids}::int[])`).prepare('kazi_ratings_on_events'),
);
const reportsById = preparedPer((db) =>
  reportsWith(db, sql`${progressReports.id} = any(${ids}::int[])`).prepare('kazi_reports_by_id'),
);
const ratingsById = preparedPer((db) =>
  ratingsWith(db, sql`${developerRatings.id} = any(${ids}::int[])`).prepare('kazi_ratings_by_id'),
);

const filedReport = (row: {
  report: ReportRow;
  author: PersonRow | null;
  attachments: FiledAttachment[];
}) => ({
  ...row.report,
  author: row.author,
  attachments: row.attachments,
});

const filedRating = (row: { rating: RatingRow; user: PersonRow | null; createdBy: PersonRow | null }) => ({
  ...row.rating,
  user: row.user,
  createdBy: row.createdBy,
});

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
