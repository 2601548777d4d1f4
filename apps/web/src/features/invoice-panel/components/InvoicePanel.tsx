import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { ApiError } from '@/lib/api/errors.ts';
import { invoiceQuery } from '../api/invoice.ts';
import { useInvoiceAction } from '../api/invoice-actions.ts';
import { ActionSelect } from './ActionSelect.tsx';
import { InvoiceComments } from './InvoiceComments.tsx';
import { InvoiceDetails } from './InvoiceDetails.tsx';
import { InvoiceHistory } from './InvoiceHistory.tsx';
import { InvoiceNumber } from './InvoiceNumber.tsx';
import { PanelLoading } from './PanelLoading.tsx';

const M = invoicesMessages.invoices;

/** The side panel's body: the invoice's number, its Action select and its tabs. */
export function InvoicePanel({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const invoice = useQuery(invoiceQuery(id));
  const actions = useInvoiceAction({ onDeleted });

  if (invoice.isPending) {
    return <PanelLoading />;
  }
  if (invoice.isError) {
    return invoice.error instanceof ApiError && invoice.error.status === 404 ? (
      <Text role="alert">{M.panel.notFound}</Text>
    ) : (
      <ErrorState error={invoice.error} onRetry={() => invoice.refetch()} retrying={invoice.isFetching} />
    );
  }
  const data = invoice.data;
  return (
    <Stack gap="md">
      <Text size="sm">
        <Text span c="dimmed">
          {M.panel.number}:{' '}
        </Text>
        <InvoiceNumber invoice={data} />
      </Text>
      <ActionSelect invoice={data} onAction={(action) => actions.run(action, data)} />
      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="details">{M.panel.details}</Tabs.Tab>
          {data.abilities.view_history ? <Tabs.Tab value="history">{M.panel.history}</Tabs.Tab> : null}
          {data.abilities.comment ? <Tabs.Tab value="comments">{M.panel.comments}</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <InvoiceDetails invoice={data} />
        </Tabs.Panel>
        {data.abilities.view_history ? (
          <Tabs.Panel value="history" pt="md">
            <InvoiceHistory id={data.id} />
          </Tabs.Panel>
        ) : null}
        {data.abilities.comment ? (
          <Tabs.Panel value="comments" pt="md">
            <InvoiceComments id={data.id} />
          </Tabs.Panel>
        ) : null}
      </Tabs>
      {actions.dialogs}
    </Stack>
  );
}
