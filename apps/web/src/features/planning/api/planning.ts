import type { Page } from '@kazi/shared/api/pagination';
import type { ProgressEvent, TimelineChange } from '@kazi/shared/planning/schemas';
import type { ReportEvent } from '@kazi/shared/reports/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/features/projects/api/keys.ts';
import { api } from '@/lib/api/client.ts';
import { planningKeys } from './keys.ts';

/** A project's milestones with their report status (one page of 200: a project plans far fewer). */
export const milestonesQuery = (projectId: number) =>
  queryOptions({
    queryKey: planningKeys.milestones(projectId),
    queryFn: ({ signal }) =>
      api.get<Page<ReportEvent>>(
        'progress-events/',
        { project: projectId, type: 'milestone', page_size: 200 },
        signal,
      ),
  });

/** The timeline change log, newest first. */
export const timelineChangesQuery = (projectId: number) =>
  queryOptions({
    queryKey: planningKeys.changes(projectId),
    queryFn: ({ signal }) =>
      api.get<Page<TimelineChange>>(`projects/${projectId}/timeline-changes/`, { page_size: 100 }, signal),
  });

export interface MilestoneInput {
  title: string;
  due_at: string;
  change_log?: { reason: string };
}

function useInvalidatePlanning(projectId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: planningKeys.project(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.activity(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
    ]);
}

export function useCreateMilestone(projectId: number) {
  const invalidate = useInvalidatePlanning(projectId);
  return useMutation({
    mutationFn: (input: MilestoneInput) =>
      api.post<ProgressEvent>('progress-events/', {
        project: { id: projectId },
        type: 'milestone',
        title: input.title,
        due_at: input.due_at,
      }),
    onSettled: invalidate,
  });
}

export function useUpdateMilestone(projectId: number) {
  const invalidate = useInvalidatePlanning(projectId);
  return useMutation({
    mutationFn: ({ id, ...input }: MilestoneInput & { id: number }) =>
      api.patch<ProgressEvent>(`progress-events/${id}/`, input),
    onSettled: invalidate,
  });
}
