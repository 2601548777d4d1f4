import { format } from '@kazi/shared/messages/format';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Button, Stack, Text, Timeline } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { formatTimestamp } from '@/lib/format/dates.ts';
import { invoiceHistoryQuery } from '../api/invoice.ts';
import { PanelLoading } from './PanelLoading.tsx';

const M = invoicesMessages.invoices;

/** The History tab: what happened to the invoice, who did it and when, with a rejection's reason. */
export function InvoiceHistory({ id }: { id: number }) {
  const history = useInfiniteQuery(invoiceHistoryQuery(id));
  if (history.isPending) {
    return <PanelLoading />;
  }
  if (history.isError) {
    return (
      <ErrorState error={history.error} onRetry={() => history.refetch()} retrying={history.isFetching} />
    );
  }
  const events = history.data.pages.flatMap((page) => page.results);
  if (!events.length)
    return (
      <Text size="sm" c="dimmed">
        {M.panel.noHistory}
      </Text>
    );
  return (
    <Stack gap="md">
      <Timeline bulletSize={12} lineWidth={2}>
        {events.map((event) => (
          <Timeline.Item
            key={event.id}
            title={
              <Text size="sm" fw={600} tt="capitalize">
                {event.label}
              </Text>
            }
          >
            {event.data.author ? (
              <Text size="sm">{format(M.panel.historyBy, { name: event.data.author.display_name })}</Text>
            ) : null}
            <Text size="xs" c="dimmed">
              <time dateTime={event.timestamp}>{formatTimestamp(event.timestamp)}</time>
            </Text>
            {event.data.reason ? (
              <Text size="sm" mt={4}>
                <Text span c="dimmed">
                  {M.panel.historyReason}:{' '}
                </Text>
                {event.data.reason}
              </Text>
            ) : null}
            {event.data.additional_info ? (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <Text span c="dimmed">
                  {M.panel.historyAdditionalInfo}:{' '}
                </Text>
                {event.data.additional_info}
              </Text>
            ) : null}
          </Timeline.Item>
        ))}
      </Timeline>
      {history.hasNextPage ? (
        <Button
          variant="default"
          size="xs"
          onClick={() => history.fetchNextPage()}
          loading={history.isFetchingNextPage}
        >
          {M.panel.showMore}
        </Button>
      ) : null}
    </Stack>
  );
}
