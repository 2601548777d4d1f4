import { INVOICE_PAGE_SIZES } from '@kazi/shared/invoices/rules';
import { format } from '@kazi/shared/messages/format';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Group, Select, Text } from '@mantine/core';
import { PagePicker } from '@/components/ui/PagePicker.tsx';
import { type ListPage, shownRange } from '../list-params.ts';

const M = invoicesMessages.invoices;

interface PaymentsFooterProps {
  count: number;
  page: ListPage;
  onChange: (page: Partial<ListPage>) => void;
}

/** 'Showing X - Y out of N items', the page size (20, 50, 100, 150) and the pages. */
export function PaymentsFooter({ count, page, onChange }: PaymentsFooterProps) {
  const total = Math.max(1, Math.ceil(count / page.pageSize));
  const { from, to } = shownRange(count, page);
  return (
    <Group
      justify="space-between"
      gap="sm"
      p="md"
      wrap="wrap"
      style={{ borderTop: '1px solid var(--kazi-border-subtle)' }}
    >
      <Group gap="md" wrap="wrap">
        <Text size="sm" c="dimmed" role="status">
          {format(M.footer, { from, to, count })}
        </Text>
        <Select
          aria-label={M.pageSize}
          size="xs"
          w={84}
          data={INVOICE_PAGE_SIZES.map(String)}
          value={String(page.pageSize)}
          onChange={(value) => value && onChange({ pageSize: Number(value), page: 1 })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      {total > 1 ? (
        <PagePicker
          total={total}
          value={Math.min(page.page, total)}
          onChange={(next) => onChange({ page: next })}
          size="sm"
          siblings={1}
          boundaries={1}
        />
      ) : null}
    </Group>
  );
}
