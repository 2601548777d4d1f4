import { timesheetViewParams } from '@/features/timesheets/view-params.ts';
import { paths } from '@/lib/paths.ts';

/** A project's month view: `/projects/12/pay/timesheets?view=month&month=2026-11`. */
export function monthViewPath(projectId: number, month: string): string {
  const params = new URLSearchParams(timesheetViewParams({ view: 'month', month }));
  return `${paths.project(projectId)}/pay/timesheets?${params}`;
}
