import { zodResolver } from '@hookform/resolvers/zod';
import { DATE_MAX } from '@kazi/shared/api/dates';
import { type InvoiceDateRange, invoiceDateRange } from '@kazi/shared/invoices/date-range';
import { format } from '@kazi/shared/messages/format';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Badge, Button, Group, Modal, Stack } from '@mantine/core';
import { IconCalendarStats } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDateField } from '@/components/ui/DateField.tsx';
import { formatDate } from '@/lib/format/dates.ts';

const M = invoicesMessages.invoices;
const R = M.dateRange;

interface DateRangeFilterProps {
  range: InvoiceDateRange | null;
  onChange: (range: InvoiceDateRange | null) => void;
  /** The button's and dialog's title: 'Filter Total Payments' by default, 'Filter Total Payouts' for payouts. */
  label?: string;
}

/**
 * 'Filter Total Payments': the days the summary counts (whole days, start 00:00:00 to end
 * 23:59:59), From and To required, the start not after the end, none after 31 Dec 2099.
 */
export function DateRangeFilter({ range, onChange, label = M.filterTotal }: DateRangeFilterProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconCalendarStats size={16} aria-hidden="true" />}
        rightSection={
          range ? (
            <Badge size="sm" variant="light">
              {format(R.active, { from: formatDate(range.from), to: formatDate(range.to) })}
            </Badge>
          ) : null
        }
        onClick={() => setOpened(true)}
      >
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={label}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {opened ? (
          <RangeForm
            range={range}
            onDone={(next) => {
              onChange(next);
              setOpened(false);
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}

function RangeForm({
  range,
  onDone,
}: {
  range: InvoiceDateRange | null;
  onDone: (range: InvoiceDateRange | null) => void;
}) {
  const form = useForm<InvoiceDateRange>({
    resolver: zodResolver(invoiceDateRange),
    defaultValues: range ?? { from: '', to: '' },
  });
  const { errors } = form.formState;
  const from = form.watch('from');
  const to = form.watch('to');
  return (
    <form noValidate onSubmit={form.handleSubmit(onDone)}>
      <Stack gap="md">
        <FormDateField
          control={form.control}
          name="from"
          label={R.from}
          required
          max={to || DATE_MAX}
          error={errors.from?.message}
        />
        <FormDateField
          control={form.control}
          name="to"
          label={R.to}
          required
          min={from || undefined}
          max={DATE_MAX}
          error={errors.to?.message}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={() => onDone(null)} disabled={range === null}>
            {R.clear}
          </Button>
          <Button type="submit">{R.apply}</Button>
        </Group>
      </Stack>
    </form>
  );
}
