import type { Invoice } from '@kazi/shared/invoices/schemas';
import { format } from '@kazi/shared/messages/format';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Checkbox, Table, Text } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { formatDate } from '@/lib/format/dates.ts';
import { InvoiceStatusBadge } from './InvoiceStatusBadge.tsx';
import {
  type InvoiceColumn,
  InvoiceSkeletonRows,
  InvoiceTableHead,
  InvoiceTitleCells,
} from './InvoiceTableParts.tsx';
import {
  DueDateCell,
  EmailStatusCell,
  InvoiceAmount,
  InvoiceNumberCell,
  ReminderCell,
} from './PaymentCells.tsx';
import classes from './PaymentsTable.module.css';

const M = invoicesMessages.invoices;
const C = M.columns;

interface PaymentsTableProps {
  /** null draws skeleton rows. */
  invoices: Invoice[] | null;
  /** Hidden in a project's list, where every row is of that project. */
  showProject: boolean;
  /** With `invoices.bulk`: the selection of the bulk bar; without it, no checkboxes. */
  selection: {
    selected: ReadonlySet<number>;
    selectable: (invoice: Invoice) => boolean;
    toggle: (id: number) => void;
    toggleAll: (ids: number[], on: boolean) => void;
  } | null;
  onOpen: (invoice: Invoice) => void;
  /** The row's action menu. */
  actions: (invoice: Invoice) => ReactNode;
}

/** Clicks and keys on the row's own controls (checkbox, PDF link, menu) do not open the row. */
const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/**
 * The incoming payments table (spec 001 §2 Payments table). A row opens the invoice's side panel
 * on a click, or on Enter or Space when the row itself has the focus.
 */
export function PaymentsTable({ invoices, showProject, selection, onOpen, actions }: PaymentsTableProps) {
  // Each column's least width: titles and names wrap onto two lines, the rest stays on one.
  const columns: InvoiceColumn[] = [
    { label: C.dateCreated },
    { label: C.title, minWidth: 180 },
    { label: C.client, minWidth: 120 },
    ...(showProject ? [{ label: C.project, minWidth: 140 }] : []),
    { label: C.number },
    { label: C.amount, align: 'right' as const },
    { label: C.reminders },
    { label: C.dueDate },
    { label: C.status, minWidth: 104 },
    { label: C.emailStatus, minWidth: 104 },
  ];
  const selectableIds = (invoices ?? []).filter((invoice) => selection?.selectable(invoice)).map((i) => i.id);
  const allSelected = selectableIds.length > 0 && selectableIds.every((id) => selection?.selected.has(id));
  const someSelected = selectableIds.some((id) => selection?.selected.has(id));

  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, invoice: Invoice) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(invoice);
    }
  };

  return (
    <Table.ScrollContainer minWidth={showProject ? 1240 : 1100}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="xs"
        highlightOnHover={invoices !== null}
        aria-label={M.tableLabel}
      >
        <InvoiceTableHead
          columns={columns}
          actionsLabel={C.actions}
          selectAll={
            selection
              ? {
                  label: M.bulk.selectAll,
                  checked: allSelected,
                  indeterminate: someSelected,
                  disabled: selectableIds.length === 0,
                  onToggle: () => selection.toggleAll(selectableIds, !allSelected),
                }
              : null
          }
        />
        <Table.Tbody>
          {invoices === null ? (
            <InvoiceSkeletonRows columns={columns} withSelect={selection !== null} wide={C.title} />
          ) : (
            invoices.map((invoice) => (
              <Table.Tr
                key={invoice.id}
                className={classes.row}
                tabIndex={0}
                onClick={() => onOpen(invoice)}
                onKeyDown={(event) => onRowKey(event, invoice)}
                data-invoice-id={invoice.id}
              >
                {selection ? (
                  <Table.Td onClick={stop} onKeyDown={stop}>
                    {selection.selectable(invoice) ? (
                      <Checkbox
                        aria-label={format(M.bulk.selectRow, { title: invoice.title })}
                        checked={selection.selected.has(invoice.id)}
                        onChange={() => selection.toggle(invoice.id)}
                      />
                    ) : null}
                  </Table.Td>
                ) : null}
                <Table.Td className={classes.nowrap}>
                  <Text size="sm">{formatDate(invoice.created_at)}</Text>
                </Table.Td>
                <InvoiceTitleCells invoice={invoice} showProject={showProject} />
                <Table.Td className={classes.nowrap} onClick={stop} onKeyDown={stop}>
                  <InvoiceNumberCell invoice={invoice} />
                </Table.Td>
                <Table.Td className={classes.amount}>
                  <InvoiceAmount invoice={invoice} />
                </Table.Td>
                <Table.Td>
                  <ReminderCell invoice={invoice} />
                </Table.Td>
                <Table.Td className={classes.nowrap}>
                  <DueDateCell invoice={invoice} />
                </Table.Td>
                <Table.Td>
                  <InvoiceStatusBadge status={invoice.display_status} />
                </Table.Td>
                <Table.Td>
                  <EmailStatusCell status={invoice.invoice_email_status} />
                </Table.Td>
                <Table.Td onClick={stop} onKeyDown={stop}>
                  {actions(invoice)}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
