import type {
  DeveloperRating,
  HAND_EVENT_TYPES,
  ProgressReport,
  ReportEvent,
  ReportEventsPage,
} from '@kazi/shared/reports/schemas';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/features/projects/api/keys.ts';
import { api } from '@/lib/api/client.ts';
import { reportsKeys } from './keys.ts';

/** One page of a project's events as the Reports page lists them (filters/eventsListQuery). */
export const reportEventsQuery = (projectId: number, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: reportsKeys.list(projectId, query),
    queryFn: ({ signal }) => api.get<ReportEventsPage>('progress-events/', query, signal),
    placeholderData: keepPreviousData,
  });

/** One event with what was filed on it (the report screen). */
export const reportEventQuery = (projectId: number, eventId: number) =>
  queryOptions({
    queryKey: reportsKeys.event(projectId, eventId),
    queryFn: ({ signal }) => api.get<ReportEvent>(`progress-events/${eventId}/`, undefined, signal),
  });

/** After any change: the project's reports, its health, its feed and its detail. */
function useInvalidateProject(projectId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectKeys.project(projectId) });
}

export interface NewReportEvent {
  title: string;
  type: (typeof HAND_EVENT_TYPES)[number];
  due_at: string;
}

export function useAddReportEvent(projectId: number) {
  const invalidate = useInvalidateProject(projectId);
  return useMutation({
    mutationFn: (input: NewReportEvent) =>
      api.post<ReportEvent>('progress-events/', { project: { id: projectId }, ...input }),
    onSettled: invalidate,
  });
}

/** A new report (POST) or a change to one (PATCH by id): JSON, or multipart with images. */
export function useSaveReport(projectId: number) {
  const invalidate = useInvalidateProject(projectId);
  return useMutation({
    mutationFn: ({
      reportId,
      request,
    }: {
      reportId: number | null;
      request: Record<string, unknown> | FormData;
    }) =>
      reportId === null
        ? api.post<ProgressReport>('progress-reports/', request)
        : api.patch<ProgressReport>(`progress-reports/${reportId}/`, request),
    onSuccess: invalidate,
  });
}

/**
 * The client survey: every developer's rating at once, all or nothing. Sent again to change
 * them (a rating already given is replaced), so the form saves one way whether new or not.
 */
export function useRateDevelopers(projectId: number) {
  const invalidate = useInvalidateProject(projectId);
  return useMutation({
    mutationFn: (input: { eventId: number; ratings: { user: { id: number }; rating: number }[] }) =>
      api.post<{ ratings: DeveloperRating[] }>('developer-rating/', {
        event: { id: input.eventId },
        ratings: input.ratings,
      }),
    onSuccess: invalidate,
  });
}
