import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { participationRates, participations } from '../../db/schema/index.ts';

/**
 * Whether any member of the project, or a removed one (whose rates still price their hours,
 * ADR 010), has a client rate above 0: then its currency is locked. Rates of 0 are an
 * invitation's placeholders. One statement; the project detail and its PATCH both ask it.
 */
export async function hasPricedRate(db: Db, projectId: number): Promise<boolean> {
  const priced = gt(participationRates.clientRateMinor, 0);
  const members = db
    .select({ one: sql`1` })
    .from(participationRates)
    .innerJoin(participations, eq(participations.id, participationRates.participationId))
    .where(and(eq(participations.projectId, projectId), priced));
  const removed = db
    .select({ one: sql`1` })
    .from(participationRates)
    .where(
      and(
        eq(participationRates.removedFromId, projectId),
        isNull(participationRates.participationId),
        priced,
      ),
    );
  const found = await members.unionAll(removed).limit(1);
  return found.length > 0;
}
