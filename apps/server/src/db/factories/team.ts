import type { Db } from '../client.ts';
import { participationRates } from '../schema/index.ts';

export interface RateOverrides {
  hoursPerWeek?: number;
  payoutRateMinor?: number;
  clientRateMinor?: number;
  createdById?: number | null;
}

/** Another effective-dated rate row of a participation (a rate change from `effectiveFrom`). */
export async function addRate(
  db: Db,
  participationId: number,
  effectiveFrom: string,
  overrides: RateOverrides = {},
): Promise<void> {
  await db.insert(participationRates).values({
    participationId,
    effectiveFrom,
    hoursPerWeek: String(overrides.hoursPerWeek ?? 40),
    payoutRateMinor: overrides.payoutRateMinor ?? 2500,
    clientRateMinor: overrides.clientRateMinor ?? 4000,
    createdById: overrides.createdById ?? null,
  });
}
