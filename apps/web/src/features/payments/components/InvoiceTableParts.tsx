import type { Invoice } from '@kazi/shared/invoices/schemas';
import { Checkbox, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';

/** A column of the payments and payouts tables: its header and least width. */
export interface InvoiceColumn {
  label: string;
  minWidth?: number;
  align?: 'right';
}

/** The page's select-all checkbox, for those with bulk actions. */
export interface SelectAll {
  label: string;
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onToggle: () => void;
}

/** The header row: the select-all checkbox (bulk only), the columns, the row menus' column. */
export function InvoiceTableHead({
  columns,
  selectAll,
  actionsLabel,
}: {
  columns: readonly InvoiceColumn[];
  selectAll: SelectAll | null;
  actionsLabel: string;
}) {
  return (
    <Table.Thead>
      <Table.Tr>
        {selectAll ? (
          <Table.Th scope="col" w={40}>
            <Checkbox
              aria-label={selectAll.label}
              checked={selectAll.checked}
              indeterminate={selectAll.indeterminate && !selectAll.checked}
              disabled={selectAll.disabled}
              onChange={selectAll.onToggle}
            />
          </Table.Th>
        ) : null}
        {columns.map(({ label, minWidth, align }) => (
          <Table.Th key={label} scope="col" miw={minWidth} ta={align} style={{ whiteSpace: 'nowrap' }}>
            {label}
          </Table.Th>
        ))}
        <Table.Th scope="col">
          <VisuallyHidden>{actionsLabel}</VisuallyHidden>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** Six placeholder rows while the page loads: a bar per cell, `wide` for the column that holds most. */
export function InvoiceSkeletonRows({
  columns,
  withSelect,
  wide,
}: {
  columns: readonly InvoiceColumn[];
  withSelect: boolean;
  wide?: string;
}) {
  const cells = [...(withSelect ? ['select'] : []), ...columns.map((c) => c.label), 'actions'];
  return Array.from({ length: 6 }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
    <Table.Tr key={row} aria-hidden="true">
      {cells.map((column) => (
        <Table.Td key={column}>
          <Skeleton h={14} w={column === wide ? '80%' : '60%'} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** An invoice's title, client and (on the global lists) project cells, alike in both tables. */
export function InvoiceTitleCells({
  invoice,
  showProject,
}: {
  invoice: Pick<Invoice, 'title' | 'client'> & { project: Pick<Invoice['project'], 'title'> };
  showProject: boolean;
}) {
  return (
    <>
      <Table.Td>
        <Text size="sm" fw={500} lineClamp={2} title={invoice.title}>
          {invoice.title}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={2}>
          {invoice.client?.display_name ?? '—'}
        </Text>
      </Table.Td>
      {showProject ? (
        <Table.Td>
          <Text size="sm" lineClamp={2} title={invoice.project.title}>
            {invoice.project.title}
          </Text>
        </Table.Td>
      ) : null}
    </>
  );
}
