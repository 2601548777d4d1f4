import type { PayoutGroup, PayoutListQuery, PlatformSummary } from '@kazi/shared/invoices/payouts-list';
import { listFiltersAllowed } from '@kazi/shared/invoices/policy';
import { utcToday } from '@kazi/shared/invoices/rules';
import { formatMoneySum } from '@kazi/shared/money/money';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { pageWindow } from '../../http/pagination.ts';
import type { SessionActor } from '../../http/session.ts';
import { loadProjectForActor } from '../project-core/index.ts';
import { presentPayoutGroup } from './payouts-list.presenter.ts';
import { findPayoutPage, sumByPlatform } from './payouts-list.repository.ts';

/**
 * GET invoices/payouts/ (ADR 033): the payouts the actor may see, a row per batch, newest first.
 * A filter the actor's role may not use is 403 (policy.ts listFiltersAllowed); a `project` the
 * actor may not open is 404.
 */
export async function listPayouts(
  app: FastifyInstance,
  actor: SessionActor,
  query: PayoutListQuery,
): Promise<{ count: number; results: PayoutGroup[] }> {
  if (!listFiltersAllowed(actor, query)) throw AppError.forbidden();
  if (query.project !== undefined) await loadProjectForActor(app.db, actor, query.project);
  const today = utcToday();
  const { groups, projects, count } = await findPayoutPage(app.db, actor, query, today, pageWindow(query));
  return { count, results: groups.map((members) => presentPayoutGroup(members, projects, actor, today)) };
}

/** GET invoices/platform-summary/: the payouts' totals per platform, over the list's filters. */
export async function platformSummary(
  app: FastifyInstance,
  actor: SessionActor,
  query: PayoutListQuery,
): Promise<PlatformSummary> {
  if (query.project !== undefined) await loadProjectForActor(app.db, actor, query.project);
  const rows = await sumByPlatform(app.db, actor, query, utcToday());
  return rows.map((row) => ({
    payment_platform: row.platform,
    total_amount: formatMoneySum(BigInt(row.total)),
  }));
}
