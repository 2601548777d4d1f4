import type { Actor } from '@kazi/shared/auth/permissions';
import type { InvoiceDateRange } from '@kazi/shared/invoices/date-range';
import { payoutFiltersFor } from '@kazi/shared/invoices/policy';
import type { PayoutFilter } from '@kazi/shared/invoices/rules';
import type { ListPage } from '@/features/payments/list-params.ts';

/** The filter a path segment names when this person may open it, else null (the page redirects to all). */
export function allowedPayoutFilter(actor: Actor, segment: string | undefined): PayoutFilter | null {
  return payoutFiltersFor(actor).find((filter) => filter === segment) ?? null;
}

/** The payout platforms the platform bar filters by (spec 001 §2 Platform bar). */
export const PLATFORM_FILTERS = ['payoneer', 'iban'] as const;
export type PlatformFilter = (typeof PLATFORM_FILTERS)[number];

const FILTER_QUERY: Record<PayoutFilter, Record<string, string>> = {
  all: {},
  pending: { paid: 'false' },
  paid: { paid: 'true' },
  overdue: { overdue: 'true' },
  archived: { archived: 'true' },
};

/** GET invoices/payouts/'s filters (platform-summary/ takes the same) for a filter, a project and a platform. */
export function payoutFilterQuery(
  filter: PayoutFilter,
  projectId: number | null,
  platform: PlatformFilter | null,
): Record<string, string | number> {
  return {
    ...FILTER_QUERY[filter],
    ...(projectId === null ? {} : { project: projectId }),
    ...(platform ? { payment_method: platform } : {}),
  };
}

/** GET invoices/payouts/'s query: the filters and the page. */
export function payoutListQuery(
  filter: PayoutFilter,
  { page, pageSize }: ListPage,
  projectId: number | null,
  platform: PlatformFilter | null,
): Record<string, string | number> {
  return { ...payoutFilterQuery(filter, projectId, platform), page, page_size: pageSize };
}

/** GET invoices/summary/'s query for payouts: the range (all time without one), in a project or not. */
export function payoutSummaryQuery(
  range: InvoiceDateRange | null,
  projectId: number | null,
): Record<string, string | number> {
  return {
    type: 'purchase',
    ...(range ? { min_date: range.from, max_date: range.to } : {}),
    ...(projectId === null ? {} : { project: projectId }),
  };
}

/** Where the platform bar keeps its payout filter (spec 001 §9: in local storage). */
export const PLATFORM_FILTER_KEY = 'kazi.payouts.platform';

/** The payout filter kept in local storage; anything else there (or no storage) is none. */
export function readPlatformFilter(storage: Pick<Storage, 'getItem'> | null): PlatformFilter | null {
  const value = storage?.getItem(PLATFORM_FILTER_KEY) ?? null;
  return PLATFORM_FILTERS.find((platform) => platform === value) ?? null;
}
