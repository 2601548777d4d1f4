import type { Page } from '@kazi/shared/api/pagination';
import type { Invoice, InvoiceBulkBody, InvoiceSummary } from '@kazi/shared/invoices/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api/client.ts';
import { idempotencyHeaders, newIdempotencyKey } from '@/lib/api/idempotency.ts';

type Query = Record<string, string | number>;

/**
 * Every invoice query is keyed under `['invoices']`, so any change to an invoice (an action in the
 * side panel, a bulk action, a new invoice) refreshes the lists and the summaries at once.
 */
const invoiceKeys = {
  all: ['invoices'] as const,
  list: (query: Query) => ['invoices', 'list', query] as const,
  summary: (query: Query) => ['invoices', 'summary', query] as const,
};

/** One page of incoming invoices (list-params/invoiceListQuery). */
export function useInvoiceList(query: Query) {
  return useQuery(
    queryOptions({
      queryKey: invoiceKeys.list(query),
      queryFn: ({ signal }) => api.get<Page<Invoice>>('invoices/', query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The summary header's figures per currency (list-params/invoiceSummaryQuery). */
export function useInvoiceSummary(query: Query) {
  return useQuery(
    queryOptions({
      queryKey: invoiceKeys.summary(query),
      queryFn: ({ signal }) => api.get<InvoiceSummary>('invoices/summary/', query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/**
 * POST invoices/bulk/: all the selected invoices or none (409 naming each refused one), with an
 * `Idempotency-Key` so a repeated request acts once. The page shows a refusal itself.
 */
export function useBulkInvoiceAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceBulkBody) =>
      apiRequest<unknown>('invoices/bulk/', {
        method: 'POST',
        body,
        headers: idempotencyHeaders(newIdempotencyKey()),
      }),
    meta: { inlineError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
