import { isSelectableMonth, selectableYears } from '@kazi/shared/timesheets/rules';
import { paths } from '@/lib/paths.ts';

/**
 * What the timesheets page shows, kept in the URL's search params so a link, a reload and the
 * back button keep it: `?view=month&month=2026-11` or `?view=year&year=2026`. Anything missing
 * or out of range (before January 2020, after this month) reads as this month, or this year.
 */
export type TimesheetView = { view: 'month'; month: string } | { view: 'year'; year: number };

export function readTimesheetView(params: URLSearchParams, today: string): TimesheetView {
  const thisMonth = today.slice(0, 7);
  const month = params.get('month') ?? '';
  if (params.get('view') === 'year') {
    const year = Number(params.get('year') ?? month.slice(0, 4));
    return { view: 'year', year: selectableYears(today).includes(year) ? year : Number(today.slice(0, 4)) };
  }
  return { view: 'month', month: isSelectableMonth(month, today) ? month : thisMonth };
}

/** The search params of a view. */
export function timesheetViewParams(view: TimesheetView): Record<string, string> {
  return view.view === 'month'
    ? { view: 'month', month: view.month }
    : { view: 'year', year: String(view.year) };
}

/** A project's month view: `/projects/12/pay/timesheets?view=month&month=2026-11`. */
export function monthViewPath(projectId: number, month: string): string {
  const params = new URLSearchParams(timesheetViewParams({ view: 'month', month }));
  return `${paths.project(projectId)}/pay/timesheets?${params}`;
}

/**
 * The other view of the same time: a month's year (2020's months open 2021, the first year the
 * year view offers), or a year's month (this month in the current year, else December).
 */
export function switchView(view: TimesheetView, today: string): TimesheetView {
  if (view.view === 'year') {
    const thisMonth = today.slice(0, 7);
    const month = String(view.year) === today.slice(0, 4) ? thisMonth : `${view.year}-12`;
    return { view: 'month', month };
  }
  const years = selectableYears(today);
  const year = Number(view.month.slice(0, 4));
  return { view: 'year', year: years.includes(year) ? year : (years.at(-1) ?? year) };
}
