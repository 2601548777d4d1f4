import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { progressEvents, projects, timelineChanges } from '../../db/schema/index.ts';

export type ProgressEventUpdate = Partial<typeof progressEvents.$inferInsert>;

export async function insertProgressEvent(tx: Db, values: typeof progressEvents.$inferInsert) {
  const [event] = await tx.insert(progressEvents).values(values).returning();
  if (!event) throw new Error('progress event insert returned nothing');
  return event;
}

export async function updateProgressEvent(tx: Db, id: number, changes: ProgressEventUpdate): Promise<void> {
  await tx.update(progressEvents).set(changes).where(eq(progressEvents.id, id));
}

/** Rows of the timeline change log, one per changed date. */
export async function insertTimelineChanges(
  tx: Db,
  values: (typeof timelineChanges.$inferInsert)[],
): Promise<void> {
  if (values.length) await tx.insert(timelineChanges).values(values);
}

/** A project's start date and deadline; the new row. */
export async function setProjectTimeline(
  tx: Db,
  projectId: number,
  dates: { startDate: string | null; deadline: string | null },
) {
  const [row] = await tx.update(projects).set(dates).where(eq(projects.id, projectId)).returning();
  return row;
}
