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

/** GET invoices/{id}/history/, page after page (admins and finance). */
export const invoiceHistoryQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: invoiceKeys.history(id),
    queryFn: ({ pageParam, signal }) =>
      api.get<HistoryPage>(pageParam ?? `invoices/${id}/history/`, undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

/** GET invoices/{id}/comments/, page after page. */
export const invoiceCommentsQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: invoiceKeys.comments(id),
    queryFn: ({ pageParam, signal }) =>
      api.get<CommentsPage>(pageParam ?? `invoices/${id}/comments/`, undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

/** POST invoices/{id}/comments/ `{ body }`; the comments reload after it. */
export function useAddInvoiceComment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<InvoiceComment>(`invoices/${id}/comments/`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.comments(id) }),
  });
}
