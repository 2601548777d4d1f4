import { reportsMessages } from '@kazi/shared/messages/reports';
import { type ProgressEventType, REPORT_STATUS_LABELS, type ReportStatus } from '@kazi/shared/reports/rules';
import { Button, Checkbox, Drawer, Group, MultiSelect, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { DateField } from '@/components/ui/DateField.tsx';
import { NO_FILTERS, type ReportFilters } from '../filters.ts';

const R = reportsMessages.reports;

interface ReportFilterDrawerProps {
  opened: boolean;
  onClose: () => void;
  filters: ReportFilters;
  onApply: (filters: ReportFilters) => void;
  types: readonly ProgressEventType[];
  statuses: readonly ReportStatus[];
  /** The project's people to filter by; none on Yours. */
  people: readonly { id: number; display_name: string }[];
}

/** The side panel (right, 336 px) with the list's filters; Apply puts them in the URL, Clear removes them. */
export function ReportFilterDrawer(props: ReportFilterDrawerProps) {
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      size={336}
      title={R.filterTitle}
      closeButtonProps={{ 'aria-label': R.close }}
    >
      {props.opened ? <FilterForm {...props} /> : null}
    </Drawer>
  );
}

function FilterForm({ filters, onApply, onClose, types, statuses, people }: ReportFilterDrawerProps) {
  const [draft, setDraft] = useState<ReportFilters>(filters);
  const set = (part: Partial<ReportFilters>) => setDraft((current) => ({ ...current, ...part }));
  const apply = (next: ReportFilters) => {
    onApply(next);
    onClose();
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft);
      }}
    >
      <Stack gap="lg">
        <Checkbox.Group
          label={R.types}
          value={draft.types}
          onChange={(value) => set({ types: value as ProgressEventType[] })}
        >
          <Stack gap={6} mt={6}>
            {types.map((type) => (
              <Checkbox key={type} value={type} label={R.eventTypes[type]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <SimpleGrid cols={1} spacing="xs">
          <DateField
            label={`${R.dateRange}: ${R.from}`}
            value={draft.from}
            onChange={(from) => set({ from })}
            max={draft.to || undefined}
          />
          <DateField
            label={`${R.dateRange}: ${R.to}`}
            value={draft.to}
            onChange={(to) => set({ to })}
            min={draft.from || undefined}
          />
        </SimpleGrid>
        {people.length ? (
          <MultiSelect
            label={R.users}
            data={people.map((person) => ({ value: String(person.id), label: person.display_name }))}
            value={draft.users.map(String)}
            onChange={(value) => set({ users: value.map(Number) })}
            searchable
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        <Checkbox.Group
          label={R.status}
          value={draft.statuses}
          onChange={(value) => set({ statuses: value as ReportStatus[] })}
        >
          <Stack gap={6} mt={6}>
            {statuses.map((status) => (
              <Checkbox key={status} value={status} label={REPORT_STATUS_LABELS[status]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="space-between">
          <Button variant="default" onClick={() => apply(NO_FILTERS)}>
            {R.clearFilters}
          </Button>
          <Button type="submit">{R.apply}</Button>
        </Group>
      </Stack>
    </form>
  );
}
