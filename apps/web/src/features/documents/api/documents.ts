import type { Page } from '@kazi/shared/api/pagination';
import type { DocumentPatchBody, ProjectDocument } from '@kazi/shared/documents/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/features/projects/api/keys.ts';
import { api, apiRequest } from '@/lib/api/client.ts';
import { appendDocument, type DocumentDraft, documentJson } from '../document-draft.ts';

export const documentKeys = {
  project: (projectId: number) => projectKeys.part(projectId, 'documents'),
};

/** Every document of a project (one page of 200). */
export const documentsQuery = (projectId: number) =>
  queryOptions({
    queryKey: documentKeys.project(projectId),
    queryFn: ({ signal }) =>
      api.get<Page<ProjectDocument>>('documents/', { project: projectId, page_size: 200 }, signal),
  });

function useInvalidateDocuments(projectId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: documentKeys.project(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.activity(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
    ]);
}

/** POST documents/: multipart with the file, or JSON for a link. */
export function useCreateDocument(projectId: number) {
  const invalidate = useInvalidateDocuments(projectId);
  return useMutation({
    mutationFn: (draft: DocumentDraft) => {
      if (draft.source === 'url') {
        return api.post<ProjectDocument>('documents/', {
          project: { id: projectId },
          ...documentJson(draft),
        });
      }
      const form = new FormData();
      form.append('project[id]', String(projectId));
      appendDocument(form, '', draft);
      return apiRequest<ProjectDocument>('documents/', { method: 'POST', body: form });
    },
    onSettled: invalidate,
  });
}

export function useUpdateDocument(projectId: number) {
  const invalidate = useInvalidateDocuments(projectId);
  return useMutation({
    mutationFn: ({ id, ...body }: DocumentPatchBody & { id: number }) =>
      api.patch<ProjectDocument>(`documents/${id}/`, body),
    onSettled: invalidate,
  });
}

export function useDeleteDocument(projectId: number) {
  const invalidate = useInvalidateDocuments(projectId);
  return useMutation({
    mutationFn: (id: number) => api.delete(`documents/${id}/`),
    onSettled: invalidate,
  });
}
