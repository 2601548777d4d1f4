import type { Page } from '@kazi/shared/api/pagination';
import type { Invite, InviteCreateBody } from '@kazi/shared/invites/schemas';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';

const inviteKeys = {
  all: ['invites'] as const,
  pending: () => [...inviteKeys.all, 'pending'] as const,
};

/** Pending invitations (`used=False`), newest first; "Load more" follows the `next` link. */
const pendingInvitesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: inviteKeys.pending(),
    queryFn: ({ pageParam, signal }) =>
      pageParam
        ? api.get<Page<Invite>>(pageParam, undefined, signal)
        : api.get<Page<Invite>>('invites/', { used: 'False', page_size: 20 }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

export function usePendingInvites() {
  return useInfiniteQuery(pendingInvitesQueryOptions());
}

export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteCreateBody) => api.post<Invite>('invites/', body),
    meta: { inlineError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.all }),
  });
}

/** Resend as the spec sends it: id, email and `resend: true` (a new key and mail). */
export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite: Pick<Invite, 'id' | 'email'>) =>
      api.patch<Invite>(`invites/${invite.id}/`, { id: invite.id, email: invite.email, resend: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.all }),
  });
}

export function useDeleteInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`invites/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.all }),
  });
}
