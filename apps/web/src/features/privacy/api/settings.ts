import type { EmailSwitch, SwitchValue, UserSettings } from '@kazi/shared/privacy/switches';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';

const settingsKeys = { me: ['me', 'settings'] as const };

const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.me,
    queryFn: ({ signal }) => api.get<UserSettings>('me/settings/', undefined, signal),
  });

export function useUserSettings() {
  return useQuery(settingsQueryOptions());
}

/**
 * Flips one switch at once (optimistic); on failure the switch goes back without a message
 * ("Settings fetch or patch failures are silent").
 */
export function useSetSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, value }: { name: EmailSwitch; value: SwitchValue }) =>
      api.patch<UserSettings>('me/settings/', { switches: { [name]: value } }),
    meta: { inlineError: true },
    onMutate: async ({ name, value }) => {
      await queryClient.cancelQueries({ queryKey: settingsKeys.me });
      const before = queryClient.getQueryData<UserSettings>(settingsKeys.me);
      if (before)
        queryClient.setQueryData(settingsKeys.me, { switches: { ...before.switches, [name]: value } });
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(settingsKeys.me, context.before);
    },
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.me, settings),
  });
}
