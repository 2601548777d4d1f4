import { type Actor, can } from '@kazi/shared/auth/permissions';
import { type InvoiceDateRange, invoiceDateRange } from '@kazi/shared/invoices/date-range';
import {
  DEFAULT_INVOICE_PAGE_SIZE,
  INCOMING_FILTERS,
  INVOICE_PAGE_SIZES,
  type IncomingFilter,
  type IncomingInvoiceType,
} from '@kazi/shared/invoices/rules';
import { withParam } from '@/lib/search-params.ts';

/** What people without `payments.view_all_statuses` filter by (spec 001 §2 Routes). */
const RESTRICTED_FILTERS = ['all', 'pending', 'paid'] as const satisfies readonly IncomingFilter[];

/** The list filters this person may open, in the tabs' order. */
export function incomingFiltersFor(actor: Actor): readonly IncomingFilter[] {
  return can(actor, 'payments.view_all_statuses') ? INCOMING_FILTERS : RESTRICTED_FILTERS;
}

/** The filter a path segment names when this person may open it, else null (the page redirects to all). */
export function allowedFilter(actor: Actor, segment: string | undefined): IncomingFilter | null {
  return incomingFiltersFor(actor).find((filter) => filter === segment) ?? null;
}

/**
 * GET invoices/'s query for a filter (ADR 032): the server leaves archived invoices out unless
 * `archived=true`, so every filter but archived lists unarchived ones only.
 */
const FILTER_QUERY: Record<IncomingFilter, Record<string, string>> = {
  all: {},
  pending: { paid: 'false' },
  paid: { paid: 'true' },
  overdue: { overdue: 'true' },
  archived: { archived: 'true' },
  'credit-notes': { type: 'credit_nota' },
  'commitment-payments': { type: 'commitment' },
};

/** The page of the list as the URL keeps it: `?page=2&page_size=50`. */
export interface ListPage {
  page: number;
  pageSize: number;
}

export function readListPage(params: URLSearchParams): ListPage {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('page_size'));
  return {
    page: Number.isInteger(page) && page >= 1 && page < 1_000_000 ? page : 1,
    pageSize: (INVOICE_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_INVOICE_PAGE_SIZE,
  };
}

/** The summary's days as the URL keeps them (`?from=…&to=…`); a range that fails the form's rules is none. */
export function readDateRange(params: URLSearchParams): InvoiceDateRange | null {
  const result = invoiceDateRange.safeParse({ from: params.get('from') ?? '', to: params.get('to') ?? '' });
  return result.success ? result.data : null;
}

/**
 * The search params for a page, a page size and a range, leaving the defaults out; the other
 * params there are (an opened invoice) stay.
 */
export function withListParams(
  params: URLSearchParams,
  change: Partial<ListPage> & { range?: InvoiceDateRange | null },
): URLSearchParams {
  const next = new URLSearchParams(params);
  const current = readListPage(params);
  const page = change.page ?? current.page;
  const pageSize = change.pageSize ?? current.pageSize;
  const set = (key: string, value: string | null) => withParam(key, value)(next);
  set('page', page > 1 ? String(page) : null);
  set('page_size', pageSize !== DEFAULT_INVOICE_PAGE_SIZE ? String(pageSize) : null);
  if (change.range !== undefined) {
    set('from', change.range?.from ?? null);
    set('to', change.range?.to ?? null);
  }
  return next;
}

/** GET invoices/'s query for a filter, a page and, in a project, the project. */
export function invoiceListQuery(
  filter: IncomingFilter,
  { page, pageSize }: ListPage,
  projectId: number | null,
): Record<string, string | number> {
  return {
    ...FILTER_QUERY[filter],
    ...(projectId === null ? {} : { project: projectId }),
    page,
    page_size: pageSize,
  };
}

/** GET invoices/summary/'s query: incoming payments of the range (all time without one), in a project or not. */
export function invoiceSummaryQuery(
  range: InvoiceDateRange | null,
  projectId: number | null,
): Record<string, string | number> {
  return {
    type: 'sale',
    ...(range ? { min_date: range.from, max_date: range.to } : {}),
    ...(projectId === null ? {} : { project: projectId }),
  };
}

/**
 * The Create menu's entries on a tab (spec 001 §2 Header): a payment and a final invoice
 * anywhere, a credit note on Credit Notes, a commitment on Commitment Payments.
 */
export function createEntriesFor(filter: IncomingFilter): IncomingInvoiceType[] {
  return [
    'sale',
    ...(filter === 'credit-notes' ? (['credit_nota'] as const) : []),
    ...(filter === 'commitment-payments' ? (['commitment'] as const) : []),
    'final',
  ];
}

/** "Showing X - Y out of N items": the first and last item of the page, 0 - 0 when there are none. */
export function shownRange(count: number, { page, pageSize }: ListPage): { from: number; to: number } {
  if (count === 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, count);
  return { from, to: Math.min(page * pageSize, count) };
}
