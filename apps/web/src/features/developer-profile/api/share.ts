import type { ShareSettings } from '@kazi/shared/share/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';
import { ApiError } from '@/lib/api/errors.ts';

const shareKeys = { mine: ['me', 'share'] as const };

/**
 * The caller's share settings; when there are none yet they are created (opening the
 * share dialog first creates them). POST is idempotent on the server, so a race creates one.
 */
async function loadOrCreate(signal: AbortSignal): Promise<ShareSettings> {
  try {
    return await api.get<ShareSettings>('profile/share/', undefined, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return api.post<ShareSettings>('profile/share/', {});
    throw error;
  }
}

const shareQueryOptions = () =>
  queryOptions({
    queryKey: shareKeys.mine,
    queryFn: ({ signal }) => loadOrCreate(signal),
    staleTime: 60_000,
  });

export function useShareSettings(enabled: boolean) {
  return useQuery({ ...shareQueryOptions(), enabled });
}

/**
 * Switches the link. The switch moves at once; on error it goes back and the error shows (
 *: "On error the toggle reverts and the error is shown").
 */
export function useSwitchShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      api.patch<ShareSettings>(`profile/share/${id}/`, { is_link_enabled: enabled }),
    meta: { inlineError: true },
    onMutate: async ({ enabled }) => {
      await queryClient.cancelQueries({ queryKey: shareKeys.mine });
      const previous = queryClient.getQueryData<ShareSettings>(shareKeys.mine);
      if (previous) queryClient.setQueryData(shareKeys.mine, { ...previous, is_link_enabled: enabled });
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(shareKeys.mine, context.previous);
    },
    onSuccess: (settings) => queryClient.setQueryData(shareKeys.mine, settings),
  });
}
