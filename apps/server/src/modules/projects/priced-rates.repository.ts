import type { CurrencyLock } from '@kazi/shared/projects/schemas';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices, participationRates, participations, projects } from '../../db/schema/index.ts';

/**
 * Why the project's currency may no longer change, or null while it may: client rates and
 * invoices are in it. `client_rates` once any member of the project, or a removed one (whose
 * rates still price their hours, ADR 010), has a client rate above 0 (rates of 0 are an
 * invitation's placeholders); else `invoices` once the project has an incoming invoice that is
 * not deleted, archived or not (ADR 032: credit notes and the commitment balance add its amounts;
 * payouts are in EUR whatever the project's currency, and do not count). One statement, two `exists` on the rates' and the invoices' project indexes; the
 * project detail (`currency_locked`) and its PATCH (409) both ask it.
 */
export async function currencyLock(db: Db, projectId: number): Promise<CurrencyLock | null> {
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
  const live = db
    .select({ one: sql`1` })
    .from(invoices)
    .where(
      and(eq(invoices.projectId, projectId), isNull(invoices.deletedAt), sql`${invoices.type} <> 'purchase'`),
    );
  const [found] = await db
    .select({
      rates: sql<boolean>`exists (${members.unionAll(removed)})`,
      invoices: sql<boolean>`exists (${live})`,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (found?.rates) return 'client_rates';
  return found?.invoices ? 'invoices' : null;
}
