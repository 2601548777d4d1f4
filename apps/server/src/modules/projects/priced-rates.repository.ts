import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { participationRates, participations } from '../../db/schema/index.ts';

const priced = gt(participationRates.clientRateMinor, 0);

/** Whether a removed member's rates (which still price their hours, ADR 010) have a client rate above 0. */
export async function removedMembersPriced(db: Db, projectId: number): Promise<boolean> {
  const [removed] = await db
    .select({ id: participationRates.id })
    .from(participationRates)
    .where(
      and(
        eq(participationRates.removedFromId, projectId),
        isNull(participationRates.participationId),
        priced,
      ),
    )
    .limit(1);
  return removed !== undefined;
}

/** Whether any member of the project, or a removed one, has a client rate above 0: its currency is locked. */
export async function hasPricedRate(db: Db, projectId: number): Promise<boolean> {
  const [member] = await db
    .select({ id: participationRates.id })
    .from(participationRates)
    .innerJoin(participations, eq(participations.id, participationRates.participationId))
    .where(and(eq(participations.projectId, projectId), priced))
    .limit(1);
  return member !== undefined || removedMembersPriced(db, projectId);
}
