import { hoursNumber } from '@kazi/shared/hours/hours';
import type { AwaitingReviewMonth, MyTimesheetMonth } from '@kazi/shared/timesheets/dashboard';
import { expectedMonthHundredths } from '@kazi/shared/timesheets/rules';
import { presentPerson } from '../project-core/index.ts';
import type { AwaitingRow, MyMonthRow } from './dashboard.repository.ts';

export function presentMyMonth(row: MyMonthRow, yearMonth: string): MyTimesheetMonth {
  return {
    project: { id: row.projectId, title: row.projectTitle },
    year_month: yearMonth,
    total: hoursNumber(row.totalHours),
    expected_hours: hoursNumber(expectedMonthHundredths(row.hoursPerWeek)),
    status: row.status,
  };
}

export function presentAwaitingMonth(row: AwaitingRow): AwaitingReviewMonth {
  return {
    project: { id: row.projectId, title: row.projectTitle },
    user: presentPerson(row.person),
    year_month: row.yearMonth,
    total: hoursNumber(row.totalHours),
  };
}
