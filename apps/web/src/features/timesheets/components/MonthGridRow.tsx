import type { TimesheetMonthRow } from '@kazi/shared/timesheets/schemas';
import { Group, Table, Text } from '@mantine/core';
import { hoursTotal } from '../labels.ts';
import { wireHundredths } from '../month-grid.ts';
import type { MonthGridEditing } from '../use-month-grid-editing.ts';
import classes from './MonthGrid.module.css';
import { MonthGridDayCell } from './MonthGridDayCell.tsx';
import { MonthGridReviewCell, type ReviewActions } from './MonthGridReviewCell.tsx';
import { TimesheetStatusBadge } from './TimesheetStatusBadge.tsx';

interface MonthGridRowProps {
  row: TimesheetMonthRow;
  rowIndex: number;
  days: readonly string[];
  today: string;
  editing: MonthGridEditing;
  /** The Review column's actions, or null when the grid has no Review column. */
  review: ReviewActions | null;
}

/** A member's month: the name (with the status and hours in short), a cell per day, Total, Expected, Review. */
export function MonthGridRow({ row, rowIndex, days, today, editing, review }: MonthGridRowProps) {
  const user = row.user.id;
  const hours = editing.saved(user);
  const state = editing.states.get(user);
  const rowEdits = editing.edits(user);
  const errors = editing.errorsOf(user);
  const total = hoursTotal(state?.total ?? 0);
  const expected = hoursTotal(wireHundredths(row.expected_hours));
  return (
    <Table.Tr>
      <Table.Th scope="row" className={classes.member} aria-label={row.user.display_name}>
        <Text size="sm" fw={600} lineClamp={2}>
          {row.user.display_name}
        </Text>
        {/* The status and the Total and Expected columns in short, in view while the days scroll. */}
        <Group gap={6} mt={2} wrap="wrap">
          <TimesheetStatusBadge status={row.status} />
          <Text size="xs" c="dimmed" aria-hidden="true" style={{ whiteSpace: 'nowrap' }}>
            {total} / {expected} h
          </Text>
        </Group>
      </Table.Th>
      {days.map((day, col) => (
        <MonthGridDayCell
          key={day}
          row={row}
          rowIndex={rowIndex}
          col={col}
          day={day}
          today={today}
          open={Boolean(editing.open[rowIndex]?.[col])}
          hours={hours.get(day)}
          edited={rowEdits[day]}
          error={errors[day]}
          changed={Boolean(state?.changes.some((change) => change.day === day))}
          editing={editing}
        />
      ))}
      <Table.Td className={classes.number}>
        <Text size="sm" fw={600}>
          {total}
        </Text>
      </Table.Td>
      <Table.Td className={classes.number}>
        <Text size="sm">{expected}</Text>
      </Table.Td>
      {review ? <MonthGridReviewCell row={row} review={review} /> : null}
    </Table.Tr>
  );
}
