import { isWeekend } from '@kazi/shared/timesheets/rules';
import classes from './MonthGrid.module.css';

/** Weeks start on Monday: a line before it, so the weeks read apart. */
const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;

/** A day column's classes, in its head and its cells alike: weekends tinted, Mondays lined, then `extras`. */
export function dayColumnClass(day: string, ...extras: (string | false | undefined)[]): string {
  return [classes.day, isWeekend(day) && classes.weekend, isMonday(day) && classes.weekStart, ...extras]
    .filter(Boolean)
    .join(' ');
}

/** The id of a cell's error, which the unsaved row's panel shows and the cell's input names. */
export const cellErrorId = (user: number, day: string) => `timesheet-${user}-${day}-error`;
