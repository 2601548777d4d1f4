import type { Page } from '@kazi/shared/api/pagination';
import { timesheetsMessages } from '@kazi/shared/messages/timesheets';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/ErrorState.tsx';

interface CardListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** What the card says when there is nothing to list. */
  empty: string;
  rowKey: (row: T) => string;
  children: (row: T) => ReactNode;
}

/** A dashboard card's list: skeletons while loading, the error with a retry, the empty text, 'Load more'. */
export function CardList<T>({ query, empty, rowKey, children }: CardListProps<T>) {
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={44} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  const rows = query.data.pages.flatMap((page) => page.results);
  if (!rows.length) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row) => (
          <li key={rowKey(row)}>{children(row)}</li>
        ))}
      </Stack>
      {query.hasNextPage ? (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
        >
          {timesheetsMessages.timesheets.dashboard.loadMore}
        </Button>
      ) : null}
    </Stack>
  );
}
