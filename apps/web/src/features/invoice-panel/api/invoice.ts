import type {
  Invoice,
  invoiceCommentListSchema,
  invoiceCommentSchema,
  invoiceHistorySchema,
} from '@kazi/shared/invoices/schemas';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api/client.ts';
import { invoiceKeys } from './keys.ts';

type HistoryPage = z.infer<typeof invoiceHistorySchema>;
type CommentsPage = z.infer<typeof invoiceCommentListSchema>;
export type InvoiceComment = z.infer<typeof invoiceCommentSchema>;

/** GET invoices/{id}/: the invoice with what the viewer may do with it now (`abilities`). */
export const invoiceQuery = (id: number) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => api.get<Invoice>(`invoices/${id}/`, undefined, signal),
  });

/** A list under one invoice, page after page: the next page follows the server's `next`. */
const invoicePages = <Page extends { next: string | null }>(queryKey: readonly unknown[], path: string) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => api.get<Page>(pageParam ?? path, undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page) => last.next,
  });

/** GET invoices/{id}/history/ (admins and finance). */
export const invoiceHistoryQuery = (id: number) =>
  invoicePages<HistoryPage>(invoiceKeys.history(id), `invoices/${id}/history/`);

/** GET invoices/{id}/comments/. */
export const invoiceCommentsQuery = (id: number) =>
  invoicePages<CommentsPage>(invoiceKeys.comments(id), `invoices/${id}/comments/`);

/** POST invoices/{id}/comments/ `{ body }`; the comments reload after it. */
export function useAddInvoiceComment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<InvoiceComment>(`invoices/${id}/comments/`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.comments(id) }),
  });
}
