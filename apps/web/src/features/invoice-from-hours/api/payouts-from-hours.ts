import type { PayoutsFromHoursCreated, PayoutsFromHoursList } from '@kazi/shared/invoices/payouts-from-hours';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/features/projects/api/keys.ts';
import { api, apiRequest } from '@/lib/api/client.ts';
import { idempotencyHeaders, newIdempotencyKey } from '@/lib/api/idempotency.ts';

const payoutsFromHoursKey = (projectId: number) => projectKeys.part(projectId, 'payouts-from-hours');

/** The project's approved months with their payouts (and the margin, when the server gives it). */
export const payoutsFromHoursQuery = (projectId: number) =>
  queryOptions({
    queryKey: payoutsFromHoursKey(projectId),
    queryFn: ({ signal }) =>
      api.get<PayoutsFromHoursList>('invoices/payouts/from-hours/', { project: projectId }, signal),
  });

/** POST invoices/payouts/from-hours/: the month's draft payouts, once per `Idempotency-Key`. */
export function useCreatePayoutsFromHours(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) =>
      apiRequest<PayoutsFromHoursCreated>('invoices/payouts/from-hours/', {
        method: 'POST',
        body: { project: projectId, month },
        headers: idempotencyHeaders(newIdempotencyKey()),
      }),
    meta: { inlineError: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.project(projectId) }),
        queryClient.invalidateQueries({ queryKey: ['invoices'] }),
      ]),
  });
}
