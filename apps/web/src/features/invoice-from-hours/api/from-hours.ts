import type { FromHoursCreated, FromHoursList } from '@kazi/shared/invoices/from-hours';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/features/projects/api/keys.ts';
import { api, apiRequest } from '@/lib/api/client.ts';
import { idempotencyHeaders, newIdempotencyKey } from '@/lib/api/idempotency.ts';

/** The project's approved months and their invoices, under the project's keys. */
const fromHoursKey = (projectId: number) => projectKeys.part(projectId, 'invoices-from-hours');

export const fromHoursQuery = (projectId: number) =>
  queryOptions({
    queryKey: fromHoursKey(projectId),
    queryFn: ({ signal }) => api.get<FromHoursList>('invoices/from-hours/', { project: projectId }, signal),
  });

/**
 * POST invoices/from-hours/: the month's draft invoice, with an `Idempotency-Key` so a repeated
 * request creates it once. Settles after the months (and every other part of the project, its
 * payments included) reload.
 */
export function useCreateFromHours(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) =>
      apiRequest<FromHoursCreated>('invoices/from-hours/', {
        method: 'POST',
        body: { project: projectId, month },
        headers: idempotencyHeaders(newIdempotencyKey()),
      }),
    // The dialog shows a failure itself (the confirmation's alert, or the refusal's dialog).
    meta: { inlineError: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.project(projectId) }),
        queryClient.invalidateQueries({ queryKey: ['invoices'] }),
      ]),
  });
}
