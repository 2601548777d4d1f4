import { format } from '@kazi/shared/messages/format';
import { timesheetsMessages } from '@kazi/shared/messages/timesheets';
import type { TimesheetMonthRow } from '@kazi/shared/timesheets/schemas';
import { Table } from '@mantine/core';
import { dayName } from '../labels.ts';
import { hoursText } from '../month-grid.ts';
import type { MonthGridEditing } from '../use-month-grid-editing.ts';
import classes from './MonthGrid.module.css';
import { cellErrorId, dayColumnClass } from './month-grid-markup.ts';

const T = timesheetsMessages.timesheets;

interface MonthGridDayCellProps {
  row: TimesheetMonthRow;
  rowIndex: number;
  col: number;
  day: string;
  today: string;
  /** Whether the cell takes hours (the row's editor, within the row's days). */
  open: boolean;
  /** The day's saved hours (hundredths). */
  hours: number | undefined;
  /** What is typed in the cell, when it was changed. */
  edited: string | undefined;
  error: string | undefined;
  /** Whether the typed hours differ from the saved ones. */
  changed: boolean;
  editing: Pick<MonthGridEditing, 'registerInput' | 'setCells' | 'onKeyDown' | 'onPaste'>;
}

/** One day of a member's month: its hours as text, or an input where the actor logs them. */
export function MonthGridDayCell({
  row,
  rowIndex,
  col,
  day,
  today,
  open,
  hours,
  edited,
  error,
  changed,
  editing,
}: MonthGridDayCellProps) {
  // Hatched: a day no hours go in (future days for everyone, outside the row's days for its editor).
  const cellClass = dayColumnClass(day, (day > today || (row.abilities.edit && !open)) && classes.closed);
  if (!open) {
    return (
      <Table.Td className={cellClass}>
        <span className={classes.value}>{hoursText(hours)}</span>
      </Table.Td>
    );
  }
  const user = row.user.id;
  return (
    <Table.Td className={cellClass}>
      <input
        ref={editing.registerInput(rowIndex, col)}
        className={classes.input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={format(T.hoursOfOn, { name: row.user.display_name, day: dayName(day) })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? cellErrorId(user, day) : undefined}
        data-changed={changed || undefined}
        value={edited ?? hoursText(hours)}
        onChange={(event) => editing.setCells(user, { [day]: event.currentTarget.value })}
        onFocus={(event) => event.currentTarget.select()}
        onKeyDown={(event) => editing.onKeyDown(event, rowIndex, col)}
        onPaste={(event) => editing.onPaste(event, rowIndex, day)}
      />
    </Table.Td>
  );
}
