import type { Notification, NotificationPage } from '@kazi/shared/notifications/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';

/** Everything the bell shows hangs under one key: invalidating it refreshes count and list. */
const notificationsQueryKey = ['notifications'] as const;
const BELL_PAGE_SIZE = 20;
/** The count is read again every minute while the app is open (and on focus). */
const COUNT_REFRESH_MS = 60_000;

const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: [...notificationsQueryKey, 'unread-count'] as const,
    queryFn: ({ signal }) =>
      api.get<{ unread_count: number }>('notifications/unread-count/', undefined, signal),
    refetchInterval: COUNT_REFRESH_MS,
  });

const notificationListQueryOptions = () =>
  queryOptions({
    queryKey: [...notificationsQueryKey, 'list'] as const,
    queryFn: ({ signal }) =>
      api.get<NotificationPage>('notifications/', { page_size: BELL_PAGE_SIZE }, signal),
  });

export function useUnreadCount(): number {
  return useQuery(unreadCountQueryOptions()).data?.unread_count ?? 0;
}

export function useNotificationList() {
  return useQuery(notificationListQueryOptions());
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.patch<Notification>(`notifications/${id}/`, { read: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ updated: number }>('notifications/read-all/'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
