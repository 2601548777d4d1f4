import type { Company, CompanyPatchInput } from '@kazi/shared/company/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/features/auth/api/session.ts';
import { api } from '@/lib/api/client.ts';

const companyKeys = { me: ['me', 'company'] as const };

const companyQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.me,
    queryFn: ({ signal }) => api.get<{ company: Company | null }>('me/company/', undefined, signal),
  });

export function useCompany() {
  return useQuery(companyQueryOptions());
}

/** PATCH me/company/ `{company: {...}}`; the session is refetched (completeness may change). */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (company: CompanyPatchInput['company']) =>
      api.patch<{ company: Company }>('me/company/', { company }),
    meta: { inlineError: true },
    onSuccess: async (data) => {
      queryClient.setQueryData(companyKeys.me, data);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
