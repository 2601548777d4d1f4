import { timesheetsMessages } from '@kazi/shared/messages/timesheets';
import { isWeekend } from '@kazi/shared/timesheets/rules';
import { Table, VisuallyHidden } from '@mantine/core';
import { dayName } from '../labels.ts';
import classes from './MonthGrid.module.css';
import { dayColumnClass } from './month-grid-markup.ts';

const T = timesheetsMessages.timesheets;

interface MonthGridHeadProps {
  days: readonly string[];
  today: string;
  /** Whether the Review column is shown. */
  withReview: boolean;
}

/** The month grid's head: the member column, a column per day (today marked), Total, Expected and Review. */
export function MonthGridHead({ days, today, withReview }: MonthGridHeadProps) {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th scope="col" className={classes.member}>
          {T.member}
        </Table.Th>
        {days.map((day) => (
          <Table.Th
            key={day}
            scope="col"
            data-today={day === today || undefined}
            className={dayColumnClass(day, day === today && classes.today)}
            title={isWeekend(day) ? `${dayName(day)} · ${T.weekend}` : dayName(day)}
          >
            <span className={classes.dayHead}>
              <span>{Number(day.slice(8))}</span>
              <span className={classes.weekday} aria-hidden="true">
                {dayName(day).slice(0, 2)}
              </span>
              <VisuallyHidden>{dayName(day)}</VisuallyHidden>
            </span>
          </Table.Th>
        ))}
        <Table.Th scope="col" className={classes.number}>
          {T.total}
        </Table.Th>
        <Table.Th scope="col" className={classes.number}>
          {T.expected}
        </Table.Th>
        {withReview ? (
          <Table.Th scope="col" className={classes.status}>
            {T.review}
          </Table.Th>
        ) : null}
      </Table.Tr>
    </Table.Thead>
  );
}
