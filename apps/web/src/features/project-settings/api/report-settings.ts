import type { ReportSettingsBody, ReportSettingsOut } from '@kazi/shared/reports/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/features/projects/api/keys.ts';
import { api } from '@/lib/api/client.ts';

const reportSettingsKey = (projectId: number) => projectKeys.part(projectId, 'report-settings');

/** `GET projects/{id}/report-settings/`: the schedules, the due hour and the next 14 days' events. */
export const reportSettingsQuery = (projectId: number) =>
  queryOptions({
    queryKey: reportSettingsKey(projectId),
    queryFn: ({ signal }) =>
      api.get<ReportSettingsOut>(`projects/${projectId}/report-settings/`, undefined, signal),
  });

/** `PUT projects/{id}/report-settings/`; its answer (with the new preview) replaces the cached one. */
export function useSaveReportSettings(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportSettingsBody) =>
      api.put<ReportSettingsOut>(`projects/${projectId}/report-settings/`, body),
    onSuccess: (saved) => queryClient.setQueryData(reportSettingsKey(projectId), saved),
  });
}
