import type { PayoutBatch, PayoutRecipient } from '@kazi/shared/invoices/payout-rows';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invoiceKeys } from '@/features/invoice-panel/api/keys.ts';
import { projectKeys } from '@/features/projects/api/keys.ts';
import { api, apiRequest } from '@/lib/api/client.ts';
import { idempotencyHeaders } from '@/lib/api/idempotency.ts';

/** The project's team members for a payout row (the other rows' users left out). */
export const recipientsQuery = (projectId: number, search: string, exclude: readonly number[]) =>
  queryOptions({
    queryKey: [...invoiceKeys.all, 'payout-recipients', projectId, search, exclude.join(',')],
    queryFn: ({ signal }) =>
      api.get<{ results: PayoutRecipient[] }>(
        'invoices/payouts/recipients/',
        { project: projectId, search, exclude: exclude.join(',') },
        signal,
      ),
    retry: false,
  });

/** GET invoices/payouts/{batch_ref}/: a batch as the form edits it. */
export const useBatch = (batchRef: string | undefined) =>
  useQuery({
    queryKey: [...invoiceKeys.all, 'payout-batch', batchRef],
    queryFn: ({ signal }) => api.get<PayoutBatch>(`invoices/payouts/${batchRef}/`, {}, signal),
    enabled: Boolean(batchRef),
  });

/** POST invoices/payouts/ or PATCH invoices/payouts/{batch_ref}/, each with a fresh `Idempotency-Key`. */
export function useSaveBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { inlineError: true },
    mutationFn: (save: { batchRef: string | null; body: Record<string, unknown>; idempotencyKey: string }) =>
      apiRequest<PayoutBatch>(
        save.batchRef === null ? 'invoices/payouts/' : `invoices/payouts/${save.batchRef}/`,
        {
          method: save.batchRef === null ? 'POST' : 'PATCH',
          body: save.body,
          headers: idempotencyHeaders(save.idempotencyKey),
        },
      ),
    onSettled: (batch) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        // A member dropped from a batch gives its timesheet months back.
        batch && queryClient.invalidateQueries({ queryKey: projectKeys.timesheets(batch.project.id) }),
      ]),
  });
}
