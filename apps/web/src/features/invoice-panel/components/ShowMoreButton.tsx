import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Button } from '@mantine/core';

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Loads a tab's next page (history, comments) while the server has one. */
export function ShowMoreButton({ pages }: { pages: Pages }) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="default"
      size="xs"
      onClick={() => pages.fetchNextPage()}
      loading={pages.isFetchingNextPage}
    >
      {invoicesMessages.invoices.panel.showMore}
    </Button>
  );
}
