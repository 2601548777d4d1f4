import { format } from '@kazi/shared/messages/format';
import { timesheetsMessages } from '@kazi/shared/messages/timesheets';
import type { TimesheetMonthRow } from '@kazi/shared/timesheets/schemas';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { dayName } from '../labels.ts';
import { cellErrorId } from './month-grid-markup.ts';

const T = timesheetsMessages.timesheets;

interface UnsavedRowPanelProps {
  row: TimesheetMonthRow;
  days: readonly string[];
  /** The row's cell errors by day. */
  errors: Readonly<Record<string, string>>;
  /** What the server said of the row as a whole, if anything. */
  alert: string | undefined;
  /** Whether the grid has other rows to edit, so the panel names whose changes these are. */
  named: boolean;
  saving: boolean;
  onDiscard: () => void;
  onSave: () => void;
}

/** A row with typed hours not saved yet: Discard and Save, the server's alert, the errors by day. */
export function UnsavedRowPanel({
  row,
  days,
  errors,
  alert,
  named,
  saving,
  onDiscard,
  onSave,
}: UnsavedRowPanelProps) {
  const user = row.user.id;
  const errorDays = days.filter((day) => errors[day]);
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      role="region"
      aria-label={format(T.unsavedOf, { name: row.user.display_name })}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text fw={600} size="sm">
            {named ? format(T.unsavedOf, { name: row.user.display_name }) : T.unsavedChanges}
          </Text>
          <Group gap="xs">
            <Button variant="default" size="sm" onClick={onDiscard} disabled={saving}>
              {T.discard}
            </Button>
            <Button size="sm" onClick={onSave} loading={saving}>
              {T.save}
            </Button>
          </Group>
        </Group>
        {alert ? (
          <Alert role="alert" color="red" variant="light" p="xs">
            {alert}
          </Alert>
        ) : null}
        {errorDays.length ? (
          <Stack gap={2} role="alert">
            {errorDays.map((day) => (
              <Text key={day} id={cellErrorId(user, day)} size="sm" c="var(--mantine-color-error)">
                {dayName(day)}: {errors[day]}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
