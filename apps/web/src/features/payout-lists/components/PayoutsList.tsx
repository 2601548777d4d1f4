import { can } from '@kazi/shared/auth/permissions';
import type { PayoutGroup, PayoutLine } from '@kazi/shared/invoices/payouts-list';
import {
  bulkActionsFor,
  filtersByPlatform,
  payoutFiltersFor,
  seesExpected,
} from '@kazi/shared/invoices/policy';
import type { PayoutFilter } from '@kazi/shared/invoices/rules';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Card, Group, Stack } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { useInvoiceAction } from '@/features/invoice-panel/api/invoice-actions.ts';
import { useOpenInvoicePanel } from '@/features/invoice-panel/use-open-invoice-panel.tsx';
import { NotFoundPage } from '@/features/not-found/NotFoundPage.tsx';
import { useInvoiceSummary } from '@/features/payments/api/invoices.ts';
import { BulkBar } from '@/features/payments/components/BulkBar.tsx';
import { CreateMenu } from '@/features/payments/components/CreateMenu.tsx';
import { DateRangeFilter } from '@/features/payments/components/DateRangeFilter.tsx';
import { ExportCsvButton } from '@/features/payments/components/ExportDialog.tsx';
import { FilterLinks } from '@/features/payments/components/FilterLinks.tsx';
import { PaymentsFooter } from '@/features/payments/components/PaymentsFooter.tsx';
import { RowActionsMenu } from '@/features/payments/components/RowActionsMenu.tsx';
import { SummaryHeader } from '@/features/payments/components/SummaryHeader.tsx';
import type { ListPage } from '@/features/payments/list-params.ts';
import { useInvoiceLink } from '@/features/payments/use-invoice-link.ts';
import { useLastPageGuard, useListAddress } from '@/features/payments/use-list-address.ts';
import { usePayoutList, usePlatformSummary } from '../api/payouts.ts';
import { payoutFilterQuery, payoutListQuery, payoutSummaryQuery } from '../list-params.ts';
import { usePlatformFilter } from '../use-platform-filter.ts';
import { PayoneerWarning } from './PayoneerWarning.tsx';
import { PayoutsTable } from './PayoutsTable.tsx';
import { PlatformBar } from './PlatformBar.tsx';

const P = invoicesMessages.payoutLists;

interface PayoutsListProps {
  filter: PayoutFilter;
  /** The list's address for a filter (the global list or a project's). */
  pathOf: (filter: PayoutFilter) => string;
  /** A project's list: its payouts only, no Project column, no platform bar. */
  project: { id: number; archived: boolean } | null;
  /** The platform bar's slot for the payout sheets' controls (global list only). */
  sheets?: ReactNode;
  /** More header actions (a project's 'Create payouts' from approved hours). */
  extraActions?: ReactNode;
}

/**
 * The payouts list (spec 001 §2): the summary (Total, Paid, Unpaid, Expected for finance; no
 * Credit Notes) and its 'Filter Total Payouts' range, in the global list the platform bar for
 * admins and finance, the filters, the table (a row per batch) with its bulk bar and footer.
 */
export function PayoutsList({ filter, pathOf, project, sheets, extraActions }: PayoutsListProps) {
  const user = useUser();
  const address = useListAddress();
  const { page, range, carriedSearch } = address;
  const projectId = project?.id ?? null;
  const withBar = project === null && filtersByPlatform(user);
  const [platform, setPlatform] = usePlatformFilter(withBar);
  const listQuery = payoutListQuery(filter, page, projectId, platform);
  const list = usePayoutList(listQuery);
  // Every platform's total side by side: the payout filter narrows the list, not the bar.
  const totals = usePlatformSummary(payoutFilterQuery(filter, projectId, null), withBar);
  const summary = useInvoiceSummary(payoutSummaryQuery(range, projectId));
  const link = useInvoiceLink();
  useLastPageGuard(address, list.data && !list.isPlaceholderData ? list.data.count : null);
  const mayCreate = can(user, 'invoices.create') && !project?.archived;
  if (link === 'not-found') return <NotFoundPage />;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <DateRangeFilter
          label={P.filterTotal}
          range={range}
          onChange={(next) => address.change({ range: next })}
        />
        <Group gap="sm" wrap="wrap">
          {extraActions}
          <ExportCsvButton type="purchase" filter={filter} listQuery={listQuery} />
          {mayCreate ? <CreateMenu filter="all" projectId={projectId ?? undefined} payouts /> : null}
        </Group>
      </Group>
      <SummaryHeader
        summary={summary.data}
        error={summary.error}
        onRetry={() => summary.refetch()}
        retrying={summary.isFetching}
        expectedAwaited={seesExpected(user)}
        creditNotes={false}
      />
      {withBar ? (
        <PlatformBar
          totals={totals.data}
          failure={
            totals.isError
              ? { error: totals.error, retry: () => void totals.refetch(), retrying: totals.isFetching }
              : null
          }
          platform={platform}
          onPlatform={(next) => {
            setPlatform(next);
            address.change({ page: 1 });
          }}
          sheets={sheets}
        />
      ) : null}
      <PayoneerWarning groups={list.data?.results} userId={user.id} />
      <FilterLinks
        filters={payoutFiltersFor(user)}
        active={filter}
        pathOf={(next) => `${pathOf(next)}${carriedSearch}`}
        label={P.filtersLabel}
      />
      {list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data?.count === 0 ? (
        <Card>
          <EmptyState icon={<IconCash size={28} stroke={1.6} aria-hidden="true" />} title={P.empty} />
        </Card>
      ) : (
        <ListTable
          key={`${filter}:${page.page}:${page.pageSize}:${platform ?? ''}`}
          groups={list.data?.results ?? null}
          count={list.data?.count ?? 0}
          busy={list.isFetching}
          page={page}
          showProject={project === null}
          onPage={(change) => address.change(change)}
        />
      )}
    </Stack>
  );
}

interface ListTableProps {
  groups: PayoutGroup[] | null;
  count: number;
  busy: boolean;
  page: ListPage;
  showProject: boolean;
  onPage: (change: Partial<ListPage>) => void;
}

/** The table with its selection (bulk actions for payouts), row menus and footer. */
function ListTable({ groups, count, busy, page, showProject, onPage }: ListTableProps) {
  const user = useUser();
  const bulkActions = bulkActionsFor(user, 'purchase');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const openPanel = useOpenInvoicePanel();
  const actions = useInvoiceAction();
  const toggle = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const selectable = (invoice: PayoutLine) => !invoice.archived && !invoice.paid;
  const payouts = (groups ?? []).flatMap((group) => group.invoices);
  const chosen = payouts.filter((invoice) => selectable(invoice) && selected.has(invoice.id));
  // Edit opens the whole batch, which can no longer change once one of its payouts has moved on.
  const inLockedBatch = new Set(
    (groups ?? [])
      .filter((group) => group.invoices.some((line) => !line.abilities.edit))
      .flatMap((group) => group.invoices.map((line) => line.id)),
  );

  return (
    <Stack gap="sm">
      {bulkActions.length > 0 && chosen.length > 0 ? (
        <BulkBar
          actions={bulkActions}
          selected={chosen.map((invoice) => invoice.id)}
          invoices={payouts}
          onDone={() => setSelected(new Set())}
        />
      ) : null}
      <Card p={0} aria-busy={busy}>
        <PayoutsTable
          groups={groups}
          showProject={showProject}
          selection={bulkActions.length ? { selected, selectable, toggle } : null}
          onOpen={openPanel}
          actions={(invoice) => (
            <RowActionsMenu
              invoice={invoice}
              onAction={actions.run}
              without={inLockedBatch.has(invoice.id) ? ['edit'] : []}
            />
          )}
        />
        {groups ? <PaymentsFooter count={count} page={page} onChange={onPage} /> : null}
      </Card>
      {actions.dialogs}
    </Stack>
  );
}
