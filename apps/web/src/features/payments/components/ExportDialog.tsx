import { zodResolver } from '@hookform/resolvers/zod';
import { DATE_MAX } from '@kazi/shared/api/dates';
import { can } from '@kazi/shared/auth/permissions';
import { type InvoiceDateRange, invoiceDateRange } from '@kazi/shared/invoices/date-range';
import { EXPORT_PERMISSION, type ExportSide, exportQueryOf } from '@kazi/shared/invoices/export';
import type { IncomingFilter } from '@kazi/shared/invoices/rules';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDateField } from '@/components/ui/DateField.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { apiUrl } from '@/lib/api/client.ts';

const M = invoicesMessages.invoices;
const R = M.dateRange;
const X = M.export;

interface ExportProps {
  /** `sale`: the payments list; `purchase`: the payouts list. */
  type: ExportSide;
  /** The list's filter code: it names the file ('PENDING Payouts.csv'). */
  filter: IncomingFilter;
  /** The list's query as it is shown (its page is left out). */
  listQuery: Record<string, string | number>;
}

/** Starts the browser's download of a file the server sends as an attachment. */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * 'Export CSV' in a list's header, for those who may export that side (`payments.export`,
 * `payouts.export`), opening the date-range export dialog.
 */
export function ExportCsvButton(props: ExportProps) {
  const user = useUser();
  const [opened, setOpened] = useState(false);
  if (!can(user, EXPORT_PERMISSION[props.type])) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
        onClick={() => setOpened(true)}
      >
        {X.button}
      </Button>
      <ExportDialog {...props} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

/**
 * The date-range export dialog (spec 001 §2 Other dialogs, §5): From and To required, the start
 * not after the end, none after 31 Dec 2099; Download fetches the list's invoices of those days
 * as CSV (export/, streamed by the server straight to the browser's download). The payouts list
 * opens it too (`type="purchase"`).
 * @public
 */
export function ExportDialog({
  opened,
  onClose,
  ...props
}: ExportProps & { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={props.type === 'purchase' ? X.payouts : X.payments}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? (
        <ExportForm
          onCancel={onClose}
          onDownload={(range) => {
            download(
              apiUrl('invoices/export/', exportQueryOf(props.type, props.filter, props.listQuery, range)),
            );
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}

function ExportForm({
  onCancel,
  onDownload,
}: {
  onCancel: () => void;
  onDownload: (range: InvoiceDateRange) => void;
}) {
  const form = useForm<InvoiceDateRange>({
    resolver: zodResolver(invoiceDateRange),
    defaultValues: { from: '', to: '' },
  });
  const { errors } = form.formState;
  const from = form.watch('from');
  const to = form.watch('to');
  return (
    <form noValidate onSubmit={form.handleSubmit(onDownload)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {X.intro}
        </Text>
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {X.cancel}
          </Button>
          <Button type="submit">{X.download}</Button>
        </Group>
      </Stack>
    </form>
  );
}
