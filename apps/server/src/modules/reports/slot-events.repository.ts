import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { progressEvents } from '../../db/schema/index.ts';

/** The project's open events of this type pass to `person` (null: nobody in particular). */
export async function passOpenEvents(
  tx: Db,
  projectId: number,
  type: 'client' | 'internal',
  person: number | null,
): Promise<void> {
  await tx
    .update(progressEvents)
    .set({ userId: person, updatedAt: sql`now()` })
    .where(
      and(
        eq(progressEvents.projectId, projectId),
        eq(progressEvents.type, type),
        isNull(progressEvents.completedAt),
        sql`${progressEvents.userId} is distinct from ${person}`,
      ),
    );
}
