import type { ProgressEventType } from '@kazi/shared/reports/rules';
import { and, eq, isNull } from 'drizzle-orm';
import type { FileStore } from '../../modules/files/storage.ts';
import type { Db } from '../client.ts';
import {
  developerRatings,
  progressEvents,
  progressReportAttachments,
  progressReports,
} from '../schema/index.ts';
import { createImageFile } from './files.ts';

type EventRow = typeof progressEvents.$inferSelect;
type ReportValues = Omit<typeof progressReports.$inferInsert, 'eventId' | 'authorId'>;

/** A progress event of any type (the trigger sets overdue_at from due_at and type). */
export async function insertProgressEvent(
  db: Db,
  input: {
    projectId: number;
    type: ProgressEventType;
    dueAt: Date;
    title?: string;
    userId?: number | null;
    createdById?: number | null;
    scheduledOn?: string | null;
  },
): Promise<EventRow> {
  const [row] = await db
    .insert(progressEvents)
    .values({
      projectId: input.projectId,
      type: input.type,
      title: input.title ?? `${input.type} report`,
      dueAt: input.dueAt,
      userId: input.userId ?? null,
      createdById: input.createdById ?? null,
      scheduledOn: input.scheduledOn ?? null,
    })
    .returning();
  if (!row) throw new Error('progress event insert returned nothing');
  return row;
}

/** Many developer updates at once, one a day back from `firstDue` (long lists). */
export async function insertDeveloperUpdates(
  db: Db,
  input: { projectId: number; userId: number; firstDue: Date; count: number },
): Promise<void> {
  const rows = Array.from({ length: input.count }, (_, i) => ({
    projectId: input.projectId,
    type: 'developer' as const,
    title: `Update ${i + 1}`,
    dueAt: new Date(input.firstDue.getTime() - i * 86_400_000),
    userId: input.userId,
  }));
  await db.insert(progressEvents).values(rows);
}

/** A filed progress report; marks its event completed as filing does. */
export async function insertProgressReport(
  db: Db,
  input: { eventId: number; authorId: number; createdAt?: Date } & ReportValues,
): Promise<typeof progressReports.$inferSelect> {
  const { eventId, authorId, ...values } = input;
  const [row] = await db
    .insert(progressReports)
    .values({ eventId, authorId, ...values })
    .returning();
  if (!row) throw new Error('progress report insert returned nothing');
  await markCompleted(db, eventId, row.createdAt);
  return row;
}

/** A rating of a developer on an event; marks its event completed as rating does. */
export async function insertDeveloperRating(
  db: Db,
  input: { eventId: number; userId: number; createdById: number; rating: number; createdAt?: Date },
): Promise<typeof developerRatings.$inferSelect> {
  const [row] = await db.insert(developerRatings).values(input).returning();
  if (!row) throw new Error('developer rating insert returned nothing');
  await markCompleted(db, input.eventId, row.createdAt);
  return row;
}

async function markCompleted(db: Db, eventId: number, at: Date): Promise<void> {
  await db
    .update(progressEvents)
    .set({ completedAt: at })
    .where(and(eq(progressEvents.id, eventId), isNull(progressEvents.completedAt)));
}

/** A small PNG attached to a report, stored in the file store with its row (the demo, tests). */
export async function insertReportAttachment(
  db: Db,
  input: {
    reportId: number;
    ownerId: number;
    name: string;
    store?: FileStore;
    rgb?: [number, number, number];
  },
): Promise<typeof progressReportAttachments.$inferSelect> {
  const fileId = await createImageFile(db, input.ownerId, input.name, input.store, input.rgb);
  const [row] = await db
    .insert(progressReportAttachments)
    .values({ reportId: input.reportId, fileId })
    .returning();
  if (!row) throw new Error('report attachment insert returned nothing');
  return row;
}
