import type { ReportsDashboard } from '@kazi/shared/reports/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';

/**
 * `GET dashboard/reports/`: the events one owes and, for staff, the overdue ones; both cards read
 * the one answer. Reports are filed elsewhere: read again whenever the dashboard opens.
 */
export const reportsDashboardQuery = () =>
  queryOptions({
    queryKey: ['reports-dashboard'],
    queryFn: ({ signal }) => api.get<ReportsDashboard>('dashboard/reports/', undefined, signal),
    staleTime: 0,
  });
