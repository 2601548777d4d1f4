import type { IncomingInvoiceType } from '@kazi/shared/invoices/rules';
import type { Invoice, invoiceListSchema } from '@kazi/shared/invoices/schemas';
import type { ProjectList } from '@kazi/shared/projects/schemas';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { invoiceKeys } from '@/features/invoice-panel/api/keys.ts';
import { api, apiRequest } from '@/lib/api/client.ts';
import { idempotencyHeaders } from '@/lib/api/idempotency.ts';

type InvoicePage = z.infer<typeof invoiceListSchema>;

/** Enough choices to pick from in a select; the search narrows the rest. */
const CHOICES = 50;

/** Projects the user may invoice, by title (GET projects/ with `search`, every project they may see). */
export const projectChoicesQuery = (search: string) =>
  queryOptions({
    queryKey: ['projects', 'list', { kind: 'invoice-choices', search }],
    queryFn: ({ signal }) =>
      api.get<ProjectList>('projects/', { search, show_all: true, page_size: CHOICES }, signal),
    placeholderData: keepPreviousData,
  });

/**
 * A project's invoices of some types, newest first or those matching `search` (number or title):
 * its commitment payments, or the invoices a credit note may correct (`issuedOnly`: the server
 * keeps the generated or sent ones, so newer drafts never crowd them out of the page).
 */
export const projectInvoicesQuery = (
  projectId: number,
  types: readonly IncomingInvoiceType[],
  search: string,
  issuedOnly = false,
) =>
  queryOptions({
    queryKey: [...invoiceKeys.all, 'choices', projectId, types.join(','), search, issuedOnly],
    queryFn: ({ signal }) =>
      api.get<InvoicePage>(
        'invoices/',
        {
          project: projectId,
          types: types.join(','),
          page_size: CHOICES,
          ...(issuedOnly ? { issued: true } : {}),
          ...(search ? { search } : {}),
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/**
 * POST invoices/ (create) or PATCH invoices/{id}/ (edit, naming the revision read), each with an
 * `Idempotency-Key` fresh per submit; every invoice view reloads.
 */
export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { inlineError: true },
    mutationFn: (save: { id: number | null; body: Record<string, unknown>; idempotencyKey: string }) =>
      apiRequest<Invoice>(save.id === null ? 'invoices/' : `invoices/${save.id}/`, {
        method: save.id === null ? 'POST' : 'PATCH',
        body: save.body,
        headers: idempotencyHeaders(save.idempotencyKey),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
