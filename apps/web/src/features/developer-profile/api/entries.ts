import type { Page } from '@kazi/shared/api/pagination';
import type { Education, ProfileProject, Work } from '@kazi/shared/experience/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';

/** The three kinds of profile entry and their API paths (me/work/, me/education/, me/project/). */
export interface EntryTypes {
  work: Work;
  education: Education;
  project: ProfileProject;
}
export type EntryKind = keyof EntryTypes;

const entryKeys = {
  all: ['me', 'entries'] as const,
  list: (kind: EntryKind) => [...entryKeys.all, kind] as const,
};

/** Profiles hold a handful of entries; the largest page (200) holds them all. */
const entriesQueryOptions = <K extends EntryKind>(kind: K) =>
  queryOptions({
    queryKey: entryKeys.list(kind),
    queryFn: ({ signal }) => api.get<Page<EntryTypes[K]>>(`me/${kind}/`, { page_size: 200 }, signal),
  });

export function useEntries<K extends EntryKind>(kind: K) {
  return useQuery(entriesQueryOptions(kind));
}

/** POST a new entry or PATCH an existing one; the form shows the errors. */
export function useSaveEntry<K extends EntryKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Record<string, unknown> }) =>
      id === null
        ? api.post<EntryTypes[K]>(`me/${kind}/`, body)
        : api.patch<EntryTypes[K]>(`me/${kind}/${id}/`, body),
    meta: { inlineError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entryKeys.list(kind) }),
  });
}

export function useDeleteEntry(kind: EntryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`me/${kind}/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entryKeys.list(kind) }),
  });
}
