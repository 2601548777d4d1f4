import { USERS_PAGE_SIZE } from '@kazi/shared/accounts/rules';
import type { AccountType, AdminUser, CreateClientBody } from '@kazi/shared/accounts/users';
import type { Page } from '@kazi/shared/api/pagination';
import type { Country } from '@kazi/shared/reference/countries';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';

export interface UsersFilter {
  active: boolean;
  page: number;
  search: string;
  accountType: AccountType;
}

const userKeys = {
  all: ['users'] as const,
  list: (filter: UsersFilter) => [...userKeys.all, 'list', filter] as const,
};

const usersQueryOptions = (filter: UsersFilter) =>
  queryOptions({
    queryKey: userKeys.list(filter),
    queryFn: ({ signal }) =>
      api.get<Page<AdminUser>>(
        'users/',
        {
          page: filter.page,
          page_size: USERS_PAGE_SIZE,
          is_active: filter.active ? 'True' : 'False',
          account_type: filter.accountType,
          search: filter.search || undefined,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export function useUsers(filter: UsersFilter) {
  return useQuery(usersQueryOptions(filter));
}

/** `{action}` → `{message}`; the page shows the message (or the error) in an alert either way. */
export function useChangeUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'activate' | 'deactivate' }) =>
      api.post<{ message: string }>(`users/${id}/status/change/`, { action }),
    meta: { inlineError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateClientBody) => api.post<AdminUser>('users/', body),
    meta: { inlineError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** ISO countries, featured first; the same cache entry as every other country picker. */
export function useCountryOptions() {
  return useQuery({
    queryKey: ['reference', 'countries'] as const,
    queryFn: ({ signal }) => api.get<Country[]>('countries/', undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
