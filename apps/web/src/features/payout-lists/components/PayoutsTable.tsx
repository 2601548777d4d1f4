import type { PayoutGroup, PayoutLine } from '@kazi/shared/invoices/payouts-list';
import { format } from '@kazi/shared/messages/format';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { displayAmount } from '@kazi/shared/money/display';
import { PAYOUT_PROVIDER_LABELS } from '@kazi/shared/payouts/rules';
import { Anchor, Avatar, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { InvoiceStatusBadge } from '@/features/payments/components/InvoiceStatusBadge.tsx';
import {
  type InvoiceColumn,
  InvoiceSkeletonRows,
  InvoiceTableHead,
  InvoiceTitleCells,
} from '@/features/payments/components/InvoiceTableParts.tsx';
import { DueDateCell, InvoiceNumberCell } from '@/features/payments/components/PaymentCells.tsx';
import classes from '@/features/payments/components/PaymentsTable.module.css';
import { formatDate } from '@/lib/format/dates.ts';

const P = invoicesMessages.payoutLists;
const C = P.columns;

interface PayoutsTableProps {
  /** null draws skeleton rows. */
  groups: PayoutGroup[] | null;
  /** Hidden in a project's list, where every row is of that project. */
  showProject: boolean;
  /** With bulk actions: a row's checkbox selects its payouts that may still change. */
  selection: {
    selected: ReadonlySet<number>;
    selectable: (invoice: PayoutLine) => boolean;
    toggle: (ids: number[], on: boolean) => void;
  } | null;
  onOpen: (invoice: PayoutLine) => void;
  /** A payout's action menu. */
  actions: (invoice: PayoutLine) => ReactNode;
}

/** One line per payout of the row, top-aligned so the lines of every column meet. */
function Lines({ group, children }: { group: PayoutGroup; children: (invoice: PayoutLine) => ReactNode }) {
  return (
    <Stack gap={6}>
      {group.invoices.map((invoice) => (
        <div
          key={invoice.id}
          className={classes.nowrap}
          style={{ minHeight: 26, display: 'flex', alignItems: 'center' }}
        >
          {children(invoice)}
        </div>
      ))}
    </Stack>
  );
}

/**
 * The payouts table (spec 001 §2 Payouts table): a row per batch (payouts sharing a batch_ref),
 * a line per payout in the freelancer, number, amount, status, platform and action columns, and
 * the batch's subtotal under its amounts. A freelancer's name opens that payout's side panel.
 */
export function PayoutsTable({ groups, showProject, selection, onOpen, actions }: PayoutsTableProps) {
  const columns: InvoiceColumn[] = [
    { label: C.number },
    { label: C.title, minWidth: 160 },
    { label: C.client, minWidth: 120 },
    ...(showProject ? [{ label: C.project, minWidth: 140 }] : []),
    { label: C.freelancer, minWidth: 170 },
    { label: C.dateCreated },
    { label: C.amount, align: 'right' as const },
    { label: C.dueDate },
    { label: C.status, minWidth: 104 },
    { label: C.platform },
  ];
  const selectableIds = (group: PayoutGroup) =>
    group.invoices.filter((invoice) => selection?.selectable(invoice)).map((invoice) => invoice.id);
  const pageIds = (groups ?? []).flatMap(selectableIds);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selection?.selected.has(id));
  const someOnPage = pageIds.some((id) => selection?.selected.has(id));

  return (
    <Table.ScrollContainer minWidth={showProject ? 1240 : 1100}>
      <Table verticalSpacing="sm" horizontalSpacing="xs" aria-label={P.tableLabel}>
        <InvoiceTableHead
          columns={columns}
          actionsLabel={C.actions}
          selectAll={
            selection
              ? {
                  label: P.selectAll,
                  checked: allOnPage,
                  indeterminate: someOnPage,
                  disabled: pageIds.length === 0,
                  onToggle: () => selection.toggle(pageIds, !allOnPage),
                }
              : null
          }
        />
        <Table.Tbody>
          {groups === null ? (
            <InvoiceSkeletonRows columns={columns} withSelect={selection !== null} />
          ) : (
            groups.map((group) => {
              const first = group.invoices[0];
              if (!first) return null;
              const ids = selectableIds(group);
              const allOn = ids.length > 0 && ids.every((id) => selection?.selected.has(id));
              return (
                <Table.Tr key={group.key} data-payout-row={group.key} style={{ verticalAlign: 'top' }}>
                  {selection ? (
                    <Table.Td>
                      {ids.length ? (
                        <Checkbox
                          aria-label={format(invoicesMessages.invoices.bulk.selectRow, {
                            title: first.title,
                          })}
                          checked={allOn}
                          indeterminate={!allOn && ids.some((id) => selection.selected.has(id))}
                          onChange={() => selection.toggle(ids, !allOn)}
                        />
                      ) : null}
                    </Table.Td>
                  ) : null}
                  <Table.Td>
                    <Lines group={group}>{(invoice) => <InvoiceNumberCell invoice={invoice} />}</Lines>
                  </Table.Td>
                  <InvoiceTitleCells invoice={first} showProject={showProject} />
                  <Table.Td>
                    <Lines group={group}>
                      {(invoice) => (
                        <Group gap={8} wrap="nowrap">
                          <Avatar
                            src={invoice.user?.avatar_url ?? null}
                            name={invoice.user?.display_name}
                            size={24}
                            alt=""
                          />
                          <Anchor component="button" type="button" size="sm" onClick={() => onOpen(invoice)}>
                            {invoice.user?.display_name ?? '—'}
                          </Anchor>
                        </Group>
                      )}
                    </Lines>
                  </Table.Td>
                  <Table.Td className={classes.nowrap}>
                    <Text size="sm">{formatDate(first.created_at)}</Text>
                  </Table.Td>
                  <Table.Td className={classes.amount}>
                    <Lines group={group}>
                      {(invoice) => (
                        <Text size="sm" fw={500} span ml="auto">
                          {displayAmount(invoice.total_amount, invoice.currency)}
                        </Text>
                      )}
                    </Lines>
                    {group.invoices.length > 1 ? (
                      <Text size="sm" fw={700} mt={6} style={{ borderTop: '1px solid var(--kazi-border)' }}>
                        <VisuallyHidden>{P.subtotal} </VisuallyHidden>
                        {displayAmount(group.subtotal, group.currency)}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td className={classes.nowrap}>
                    <DueDateCell invoice={first} />
                  </Table.Td>
                  <Table.Td>
                    <Lines group={group}>
                      {(invoice) => <InvoiceStatusBadge status={invoice.display_status} />}
                    </Lines>
                  </Table.Td>
                  <Table.Td>
                    <Lines group={group}>
                      {(invoice) => (
                        <Text size="sm" c={invoice.payment_platform ? undefined : 'dimmed'}>
                          {invoice.payment_platform
                            ? PAYOUT_PROVIDER_LABELS[invoice.payment_platform]
                            : P.nil}
                        </Text>
                      )}
                    </Lines>
                  </Table.Td>
                  <Table.Td>
                    <Lines group={group}>{(invoice) => actions(invoice)}</Lines>
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
