import { hoursNumber, parseHours } from '@kazi/shared/hours/hours';
import { dayHoursSchema } from '@kazi/shared/timesheets/schemas';

/**
 * The month view's grid as data, apart from React: what a cell holds, which days take hours,
 * what a row's edits send to `POST timesheet-entries/bulk/`, where the server's errors go back,
 * what a pasted spreadsheet row fills and where the arrow keys lead. Hours are hundredths.
 */

/** Hours of one day as the cells show them: 750 → `7.5`, 0 → empty. */
export function hoursText(hundredths: number | undefined): string {
  return hundredths ? String(hoursNumber(hundredths)) : '';
}

/** A cell's text, read by the shared rule: empty is 0, a decimal comma is a point. */
export function readCell(text: string): { hundredths: number } | { error: string } {
  const clean = text.trim().replace(',', '.');
  const parsed = dayHoursSchema.safeParse(clean === '' ? 0 : clean);
  if (parsed.success) return { hundredths: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? '' };
}

/** `hours_worked` as the API answers it (a number with two decimals at most) → hundredths. */
export function wireHundredths(hours: number): number {
  return parseHours(hours) ?? 0;
}

/** The entries of a month by person, then by day. */
export function entriesByUser(
  entries: readonly { user: number; day: string; hours_worked: number }[],
): Map<number, Map<string, number>> {
  const byUser = new Map<number, Map<string, number>>();
  for (const entry of entries) {
    const days = byUser.get(entry.user) ?? new Map<string, number>();
    days.set(entry.day, wireHundredths(entry.hours_worked));
    byUser.set(entry.user, days);
  }
  return byUser;
}

/** Whether a day takes hours for a row: within its first_day..last_day (the server's today at most). */
export function isOpenDay(day: string, row: { first_day: string | null; last_day: string | null }): boolean {
  return row.first_day !== null && row.last_day !== null && day >= row.first_day && day <= row.last_day;
}

/** A row's typed cells, by day: only the cells someone changed. */
export type RowEdits = Readonly<Record<string, string>>;

export interface RowChanges {
  /** The days whose hours differ from what is saved (0 clears a day). */
  changes: { day: string; hundredths: number }[];
  /** The cells that do not hold hours, with the shared rule's message. */
  errors: Record<string, string>;
  /** The row's total with the valid changes (hundredths). */
  total: number;
}

/** What a row's edits change against the saved hours. */
export function rowChanges(saved: ReadonlyMap<string, number>, edits: RowEdits): RowChanges {
  const result: RowChanges = { changes: [], errors: {}, total: 0 };
  const hours = new Map(saved);
  for (const [day, text] of Object.entries(edits)) {
    const cell = readCell(text);
    if ('error' in cell) {
      result.errors[day] = cell.error;
      continue;
    }
    if (cell.hundredths !== (saved.get(day) ?? 0)) result.changes.push({ day, hundredths: cell.hundredths });
    hours.set(day, cell.hundredths);
  }
  result.changes.sort((a, b) => a.day.localeCompare(b.day));
  for (const value of hours.values()) result.total += value;
  return result;
}

/**
 * What sends a rejected month for approval again as it is: its first open day with the hours saved
 * on it (0 when none), a day the server takes (saving a rejected month makes it pending, ADR 028).
 * Every saved day would not do: a day before a member's new start (added again) is refused.
 */
export function unchangedFirstDay(
  saved: ReadonlyMap<string, number>,
  firstDay: string | null,
): { day: string; hundredths: number }[] {
  return firstDay ? [{ day: firstDay, hundredths: saved.get(firstDay) ?? 0 }] : [];
}

/** The body of `POST timesheet-entries/bulk/` for one row's changes. */
export function bulkBody(
  project: number,
  user: number,
  changes: readonly { day: string; hundredths: number }[],
): { timesheet_entries: { day: string; hours_worked: number; project: number; user: number }[] } {
  return {
    timesheet_entries: changes.map(({ day, hundredths }) => ({
      day,
      hours_worked: hoursNumber(hundredths),
      project,
      user,
    })),
  };
}

const ENTRY_KEY = /^timesheet_entries\.(\d+)(?:\.\w+)?$/;

/**
 * A 400's field errors put back on the days they name: `timesheet_entries.3.day` is the fourth
 * entry sent. What names no entry (`timesheet_entries`, `non_field_errors`) is the rest.
 */
export function cellErrorsOf(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  sentDays: readonly string[],
): { byDay: Record<string, string>; rest: string[] } {
  const byDay: Record<string, string> = {};
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(fieldErrors)) {
    if (!messages.length) continue;
    const index = ENTRY_KEY.exec(key)?.[1];
    const day = index === undefined ? undefined : sentDays[Number(index)];
    if (day) byDay[day] = byDay[day] ? `${byDay[day]} ${messages.join(' ')}` : messages.join(' ');
    else rest.push(...messages);
  }
  return { byDay, rest };
}

/**
 * Text pasted into a cell as rows of cells (a spreadsheet copies tab-separated lines), or null
 * when it is one value, which the cell takes as typed.
 */
export function parsePaste(text: string): string[][] | null {
  if (!/[\t\r\n]/.test(text.replace(/[\r\n]+$/, ''))) return null;
  const lines = text.replace(/[\r\n]+$/, '').split(/\r?\n|\r/);
  return lines.map((line) => line.split('\t').map((cell) => cell.trim()));
}

/**
 * Where a pasted row goes: value `i` into the `i`-th calendar day from `startDay`, as in the
 * spreadsheet's columns; values that land on a day without hours, or past the month, are left out.
 */
export function pasteIntoRow(
  days: readonly string[],
  startDay: string,
  values: readonly string[],
  isOpen: (day: string) => boolean,
): Record<string, string> {
  const start = days.indexOf(startDay);
  const filled: Record<string, string> = {};
  if (start < 0) return filled;
  values.forEach((value, offset) => {
    const day = days[start + offset];
    if (day && isOpen(day)) filled[day] = value;
  });
  return filled;
}

export interface CellPosition {
  row: number;
  col: number;
}

export type GridMove = 'left' | 'right' | 'up' | 'down' | 'home' | 'end';

/**
 * Where a key moves from a cell, over the grid of cells that take hours (`open[row][col]`):
 * left and right to the previous or next open day of the row, home and end to its first and last,
 * up and down to the nearest row with an open day, the same day when it is open there, else the
 * nearest one. Null when there is nowhere to go.
 */
export function moveInGrid(
  open: readonly (readonly boolean[])[],
  from: CellPosition,
  move: GridMove,
): CellPosition | null {
  const row = open[from.row] ?? [];
  const openCols = (cells: readonly boolean[]) => cells.flatMap((isOpen, col) => (isOpen ? [col] : []));
  if (move === 'left' || move === 'right' || move === 'home' || move === 'end') {
    const cols = openCols(row);
    const col =
      move === 'home'
        ? cols[0]
        : move === 'end'
          ? cols.at(-1)
          : move === 'left'
            ? cols.filter((c) => c < from.col).at(-1)
            : cols.find((c) => c > from.col);
    return col === undefined || col === from.col ? null : { row: from.row, col };
  }
  const step = move === 'up' ? -1 : 1;
  for (let r = from.row + step; r >= 0 && r < open.length; r += step) {
    const cols = openCols(open[r] ?? []);
    if (!cols.length) continue;
    const nearest = cols.reduce((best, col) =>
      Math.abs(col - from.col) < Math.abs(best - from.col) ? col : best,
    );
    return { row: r, col: nearest };
  }
  return null;
}

/** The move a key asks for in a cell, or null for a key the cell keeps (typing). */
export function keyMove(key: string): GridMove | null {
  switch (key) {
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'Home':
      return 'home';
    case 'End':
      return 'end';
    default:
      return null;
  }
}
