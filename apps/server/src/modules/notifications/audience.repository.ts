import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { participations, users } from '../../db/schema/index.ts';

export interface Recipient {
  id: number;
  email: string;
}

/**
 * Who hears of a change to a project: its owner, client manager and support officer and the
 * members who accepted, active, but not the person who made it.
 */
export async function projectAudience(
  db: Db,
  project: { id: number; ownerId: number | null; cmId: number | null; csoId: number | null },
  exceptId: number,
): Promise<Recipient[]> {
  const slots = [project.ownerId, project.cmId, project.csoId].filter((id): id is number => id !== null);
  const members = db
    .select({ id: participations.userId })
    .from(participations)
    .where(and(eq(participations.projectId, project.id), eq(participations.status, 'accepted')));
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        or(inArray(users.id, members), slots.length ? inArray(users.id, slots) : undefined),
      ),
    )
    .orderBy(users.id);
  return rows.filter((row) => row.id !== exceptId);
}
