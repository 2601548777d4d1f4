import type {
  TimesheetEntry,
  TimesheetMonthSummary,
  TimesheetReviewBody,
  TimesheetYearSummary,
  timesheetBulkResultSchema,
  timesheetEntriesSchema,
  timesheetReviewResultSchema,
} from '@kazi/shared/timesheets/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { projectKeys } from '@/features/projects/api/keys.ts';
import { api, apiRequest, apiUrl } from '@/lib/api/client.ts';
import { idempotencyHeaders, newIdempotencyKey } from '@/lib/api/idempotency.ts';
import type { bulkBody } from '../month-grid.ts';

const timesheetKeys = {
  project: (projectId: number) => projectKeys.timesheets(projectId),
  month: (projectId: number, month: string) => [...timesheetKeys.project(projectId), 'month', month] as const,
  year: (projectId: number, year: number) => [...timesheetKeys.project(projectId), 'year', year] as const,
};

/** One person's months (the month view's rows) with the month's total and expected hours. */
export const monthSummaryQuery = (projectId: number, month: string) =>
  queryOptions({
    queryKey: [...timesheetKeys.month(projectId, month), 'summary'],
    queryFn: ({ signal }) =>
      api.get<TimesheetMonthSummary>(
        'timesheet-entries/summary/',
        { year_month: month, project: projectId },
        signal,
      ),
  });

type EntriesPage = z.infer<typeof timesheetEntriesSchema>;

/** Every entry of the month (the server answers the month in one page; a `next` would be followed). */
export const monthEntriesQuery = (projectId: number, month: string) =>
  queryOptions({
    queryKey: [...timesheetKeys.month(projectId, month), 'entries'],
    queryFn: async ({ signal }) => {
      const entries: TimesheetEntry[] = [];
      let page = await api.get<EntriesPage>(
        'timesheet-entries/',
        { year_month: month, project: projectId },
        signal,
      );
      entries.push(...page.results);
      while (page.next) {
        page = await api.get<EntriesPage>(page.next, undefined, signal);
        entries.push(...page.results);
      }
      return entries;
    },
  });

/** The year, month by month. */
export const yearSummaryQuery = (projectId: number, year: number) =>
  queryOptions({
    queryKey: timesheetKeys.year(projectId, year),
    queryFn: ({ signal }) =>
      api.get<TimesheetYearSummary>('timesheets-summary/', { year, project: projectId }, signal),
  });

/** Where a month's export downloads from (`format` xlsx or csv). */
export const exportUrl = (projectId: number, month: string, format: 'xlsx' | 'csv') =>
  apiUrl('timesheet-entries/export/', { year_month: month, project: projectId, format });

/** Saved hours and reviews change the month, the year and the project's feed and dashboard counts. */
function useInvalidateTimesheets(projectId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: timesheetKeys.project(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.activity(projectId) }),
    ]);
}

/**
 * POST timesheet-entries/bulk/: one row's changed days, all or nothing, with an `Idempotency-Key`
 * so a repeated request saves once; settles after the month reloads.
 */
export function useSaveHours(projectId: number) {
  const invalidate = useInvalidateTimesheets(projectId);
  return useMutation({
    // The grid shows what went wrong: in the cells, the row's alert or a toast of its own.
    meta: { inlineError: true },
    mutationFn: (body: ReturnType<typeof bulkBody>) =>
      apiRequest<z.infer<typeof timesheetBulkResultSchema>>('timesheet-entries/bulk/', {
        method: 'POST',
        body,
        headers: idempotencyHeaders(newIdempotencyKey()),
      }),
    onSettled: invalidate,
  });
}

/** POST timesheet-entries/review/: approve, reject or re-open a person's month (naming the revision seen). */
export function useReviewMonth(projectId: number) {
  const invalidate = useInvalidateTimesheets(projectId);
  return useMutation({
    // The grid's toast or the reason dialog's alert shows what went wrong.
    meta: { inlineError: true },
    mutationFn: (body: TimesheetReviewBody) =>
      api.post<z.infer<typeof timesheetReviewResultSchema>>('timesheet-entries/review/', body),
    onSettled: invalidate,
  });
}
