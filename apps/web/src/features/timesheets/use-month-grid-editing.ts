import { timesheetsMessages } from '@kazi/shared/messages/timesheets';
import { isOverExpected } from '@kazi/shared/timesheets/rules';
import type { TimesheetEntry, TimesheetMonthRow } from '@kazi/shared/timesheets/schemas';
import { useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/errors.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useSaveHours } from './api/timesheets.ts';
import {
  bulkBody,
  cellErrorsOf,
  entriesByUser,
  isOpenDay,
  keyMove,
  moveInGrid,
  parsePaste,
  pasteIntoRow,
  type RowChanges,
  type RowEdits,
  rowChanges,
  unchangedFirstDay,
  wireHundredths,
} from './month-grid.ts';

const T = timesheetsMessages.timesheets;
const NO_HOURS: ReadonlyMap<string, number> = new Map();

const cellKey = (row: number, col: number) => `${row}:${col}`;

interface MonthGridEditingOptions {
  projectId: number;
  rows: readonly TimesheetMonthRow[];
  entries: readonly TimesheetEntry[];
  days: readonly string[];
}

/** A row whose total goes above its expected hours, waiting for the person to confirm the save. */
interface Confirming {
  row: TimesheetMonthRow;
  total: number;
  expected: number;
}

/**
 * The month grid's editing: the hours typed or pasted per row (against the saved ones), a row's save
 * in one bulk call (asking first when its total goes above the expected hours, the server's 400s put
 * back on their days), and the keys that move between the cells (Enter saves the row, Escape undoes
 * a cell).
 */
export function useMonthGridEditing({ projectId, rows, entries, days }: MonthGridEditingOptions) {
  const save = useSaveHours(projectId);
  const [edits, setEdits] = useState<Record<number, RowEdits>>({});
  const [serverErrors, setServerErrors] = useState<Record<number, Record<string, string>>>({});
  const [rowAlerts, setRowAlerts] = useState<Record<number, string>>({});
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());

  // The person whose row is being saved (the bulk body names one person), while the save is pending.
  const savingUser = save.isPending ? (save.variables?.timesheet_entries[0]?.user ?? null) : null;
  const saved = useMemo(() => entriesByUser(entries), [entries]);
  const open = useMemo(
    () => rows.map((row) => days.map((day) => row.abilities.edit && isOpenDay(day, row))),
    [rows, days],
  );
  const states = useMemo(
    () =>
      new Map<number, RowChanges>(
        rows.map((row) => [
          row.user.id,
          rowChanges(saved.get(row.user.id) ?? NO_HOURS, edits[row.user.id] ?? {}),
        ]),
      ),
    [rows, saved, edits],
  );
  const editableRows = rows.filter((row) => row.abilities.edit);
  const dirtyRows = editableRows.filter((row) => {
    const state = states.get(row.user.id);
    return Boolean(state && (state.changes.length || Object.keys(state.errors).length));
  });

  /** A row's cell errors by day: the shared rule's on what is typed, else the server's on what was sent. */
  const errorsOf = (user: number): Record<string, string> => ({
    ...serverErrors[user],
    ...states.get(user)?.errors,
  });

  /** Keeps a cell's input, for the keys and the errors to focus it. */
  const registerInput = (row: number, col: number) => (element: HTMLInputElement | null) => {
    const key = cellKey(row, col);
    if (element) inputs.current.set(key, element);
    else inputs.current.delete(key);
  };

  /** Focuses a cell with its text selected, so typing replaces it (also when it had the focus). */
  const focusCell = (row: number, col: number) => {
    const input = inputs.current.get(cellKey(row, col));
    input?.focus();
    input?.select();
  };

  const setCells = (user: number, cells: Record<string, string>) => {
    setEdits((current) => ({ ...current, [user]: { ...current[user], ...cells } }));
    setServerErrors((current) => {
      const mine = { ...current[user] };
      for (const day of Object.keys(cells)) delete mine[day];
      return { ...current, [user]: mine };
    });
  };

  const clearRow = (user: number) => {
    setEdits(({ [user]: _, ...rest }) => rest);
    setServerErrors(({ [user]: _, ...rest }) => rest);
    setRowAlerts(({ [user]: _, ...rest }) => rest);
  };

  const focusFirstError = (rowIndex: number, errorDays: readonly string[]) => {
    const col = days.findIndex((day) => errorDays.includes(day));
    if (col >= 0) focusCell(rowIndex, col);
  };

  const submit = async (row: TimesheetMonthRow, changes: RowChanges['changes'], done: string = T.saved) => {
    const user = row.user.id;
    const sentDays = changes.map((change) => change.day);
    setRowAlerts(({ [user]: _, ...rest }) => rest);
    try {
      await save.mutateAsync(bulkBody(projectId, user, changes));
      clearRow(user);
      notifySuccess(done);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const { byDay, rest } = cellErrorsOf(error.fieldErrors, sentDays);
        setServerErrors((current) => ({ ...current, [user]: byDay }));
        const message = rest.length ? rest.join(' ') : Object.keys(byDay).length ? null : error.message;
        if (message) setRowAlerts((current) => ({ ...current, [user]: message }));
        focusFirstError(rows.indexOf(row), Object.keys(byDay));
      } else {
        // 409: the month was approved meanwhile; it reloads read-only, so the typed hours go.
        if (error instanceof ApiError && error.status === 409) clearRow(user);
        notifyError(error);
      }
    }
  };

  const requestSave = (row: TimesheetMonthRow) => {
    const state = states.get(row.user.id);
    if (!state || savingUser !== null) return;
    const errorDays = Object.keys(state.errors);
    if (errorDays.length) return focusFirstError(rows.indexOf(row), errorDays);
    if (!state.changes.length) return clearRow(row.user.id);
    const expected = wireHundredths(row.expected_hours);
    if (isOverExpected(state.total, expected)) return setConfirming({ row, total: state.total, expected });
    void submit(row, state.changes);
  };

  /**
   * Sends a rejected month for approval again without changing an hour. The button goes with the
   * notice, so the focus moves to the row's first day.
   */
  const sendAgain = (row: TimesheetMonthRow) => {
    if (savingUser !== null) return;
    const changes = unchangedFirstDay(saved.get(row.user.id) ?? NO_HOURS, row.first_day);
    if (!changes.length) return;
    const rowIndex = rows.indexOf(row);
    const firstDay = days.indexOf(changes[0]?.day ?? '');
    void submit(row, changes, T.sentAgain).then(() => focusCell(rowIndex, firstDay));
  };

  const cancelSave = () => setConfirming(null);

  const confirmSave = () => {
    const request = confirming;
    setConfirming(null);
    const changes = request ? states.get(request.row.user.id)?.changes : undefined;
    if (request && changes?.length) void submit(request.row, changes);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>, rowIndex: number, col: number) => {
    const row = rows[rowIndex];
    if (!row) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      requestSave(row);
      return;
    }
    if (event.key === 'Escape' && edits[row.user.id]?.[days[col] ?? ''] !== undefined) {
      event.preventDefault();
      const { [days[col] ?? '']: _, ...rest } = edits[row.user.id] ?? {};
      setEdits((current) => ({ ...current, [row.user.id]: rest }));
      return;
    }
    const move = keyMove(event.key);
    if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = moveInGrid(open, { row: rowIndex, col }, move);
    event.preventDefault();
    if (target) focusCell(target.row, target.col);
  };

  const onPaste = (event: React.ClipboardEvent<HTMLInputElement>, rowIndex: number, day: string) => {
    const lines = parsePaste(event.clipboardData.getData('text/plain'));
    if (!lines) return;
    event.preventDefault();
    lines.forEach((values, offset) => {
      const row = rows[rowIndex + offset];
      if (!row?.abilities.edit) return;
      setCells(
        row.user.id,
        pasteIntoRow(days, day, values, (d) => isOpenDay(d, row)),
      );
    });
  };

  return {
    /** A person's saved hours by day (hundredths). */
    saved: (user: number) => saved.get(user) ?? NO_HOURS,
    /** Whether a cell takes hours: `open[row][col]`. */
    open,
    /** A person's typed cells by day. */
    edits: (user: number): RowEdits => edits[user] ?? {},
    states,
    errorsOf,
    editableRows,
    dirtyRows,
    rowAlerts,
    savingUser,
    confirming,
    registerInput,
    setCells,
    clearRow,
    requestSave,
    sendAgain,
    cancelSave,
    confirmSave,
    onKeyDown,
    onPaste,
  };
}

/** What the grid's rows and cells use of the editing. */
export type MonthGridEditing = ReturnType<typeof useMonthGridEditing>;
