import { can } from '@kazi/shared/auth/permissions';
import { bulkActionsFor, canBulk, seesExpected } from '@kazi/shared/invoices/policy';
import type { IncomingFilter } from '@kazi/shared/invoices/rules';
import type { Invoice } from '@kazi/shared/invoices/schemas';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Card, Group, Stack } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { useInvoiceAction } from '@/features/invoice-panel/api/invoice-actions.ts';
import { useOpenInvoicePanel } from '@/features/invoice-panel/use-open-invoice-panel.tsx';
import { NotFoundPage } from '@/features/not-found/NotFoundPage.tsx';
import { useInvoiceList, useInvoiceSummary } from '../api/invoices.ts';
import { incomingFiltersFor, invoiceListQuery, invoiceSummaryQuery, type ListPage } from '../list-params.ts';
import { useInvoiceLink } from '../use-invoice-link.ts';
import { useLastPageGuard, useListAddress } from '../use-list-address.ts';
import { BulkBar } from './BulkBar.tsx';
import { CreateMenu } from './CreateMenu.tsx';
import { DateRangeFilter } from './DateRangeFilter.tsx';
import { ExportCsvButton } from './ExportDialog.tsx';
import { FilterLinks } from './FilterLinks.tsx';
import { PaymentsFooter } from './PaymentsFooter.tsx';
import { PaymentsTable } from './PaymentsTable.tsx';
import { RowActionsMenu } from './RowActionsMenu.tsx';
import { SummaryHeader } from './SummaryHeader.tsx';

const M = invoicesMessages.invoices;

interface PaymentsListProps {
  filter: IncomingFilter;
  /** The list's address for a filter (the global list or a project's). */
  pathOf: (filter: IncomingFilter) => string;
  /** A project's list: its invoices only, its id preset in the form, no Project column. */
  project: { id: number; archived: boolean } | null;
  /** More buttons for the header (a project's "Create invoice from approved hours"). */
  extraActions?: ReactNode;
}

/**
 * The incoming payments list (spec 001 §2): the summary and its date range, the Create menu, the
 * filters, the table with its bulk bar and footer. Page, page size and range live in the URL, and
 * so may an invoice to open (`?invoice=12`; one the person may not see is a not-found page).
 */
export function PaymentsList({ filter, pathOf, project, extraActions }: PaymentsListProps) {
  const user = useUser();
  const address = useListAddress();
  const { page, range, carriedSearch } = address;
  const projectId = project?.id ?? null;
  const listQuery = invoiceListQuery(filter, page, projectId);
  const list = useInvoiceList(listQuery);
  const summary = useInvoiceSummary(invoiceSummaryQuery(range, projectId));
  const link = useInvoiceLink();
  useLastPageGuard(address, list.data && !list.isPlaceholderData ? list.data.count : null);
  const mayCreate = can(user, 'invoices.create') && !project?.archived;
  if (link === 'not-found') return <NotFoundPage />;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <DateRangeFilter range={range} onChange={(next) => address.change({ range: next })} />
        <Group gap="sm" wrap="wrap">
          {extraActions}
          <ExportCsvButton type="sale" filter={filter} listQuery={listQuery} />
          {mayCreate ? <CreateMenu filter={filter} projectId={projectId ?? undefined} /> : null}
        </Group>
      </Group>
      <SummaryHeader
        summary={summary.data}
        error={summary.error}
        onRetry={() => summary.refetch()}
        retrying={summary.isFetching}
        expectedAwaited={seesExpected(user)}
      />
      <FilterLinks
        filters={incomingFiltersFor(user)}
        active={filter}
        pathOf={(next) => `${pathOf(next)}${carriedSearch}`}
      />
      {list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data?.count === 0 ? (
        <Card>
          <EmptyState icon={<IconReceipt size={28} stroke={1.6} aria-hidden="true" />} title={M.empty} />
        </Card>
      ) : (
        <ListTable
          // A new filter or page starts with nothing selected.
          key={`${filter}:${page.page}:${page.pageSize}`}
          invoices={list.data?.results ?? null}
          count={list.data?.count ?? 0}
          busy={list.isFetching}
          page={page}
          showProject={project === null}
          bulk={canBulk(user)}
          onPage={(change) => address.change(change)}
        />
      )}
    </Stack>
  );
}

interface ListTableProps {
  invoices: Invoice[] | null;
  count: number;
  busy: boolean;
  page: ListPage;
  showProject: boolean;
  bulk: boolean;
  onPage: (change: Partial<ListPage>) => void;
}

/** The table with its selection (finance), bulk bar, row menus and footer. */
function ListTable({ invoices, count, busy, page, showProject, bulk, onPage }: ListTableProps) {
  const user = useUser();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const openPanel = useOpenInvoicePanel();
  const actions = useInvoiceAction();
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  // Only rows still on the page and still selectable count (a reload may have paid or archived some).
  const selectable = (invoice: Invoice) => !invoice.archived && !invoice.paid;
  const chosen = (invoices ?? []).filter((invoice) => selectable(invoice) && selected.has(invoice.id));

  return (
    <Stack gap="sm">
      {bulk && chosen.length > 0 && invoices ? (
        <BulkBar
          actions={bulkActionsFor(user)}
          selected={chosen.map((invoice) => invoice.id)}
          invoices={invoices}
          onDone={() => setSelected(new Set())}
        />
      ) : null}
      <Card p={0} aria-busy={busy}>
        <PaymentsTable
          invoices={invoices}
          showProject={showProject}
          selection={bulk ? { selected, selectable, toggle, toggleAll } : null}
          onOpen={openPanel}
          actions={(invoice) => <RowActionsMenu invoice={invoice} onAction={actions.run} />}
        />
        {invoices ? <PaymentsFooter count={count} page={page} onChange={onPage} /> : null}
      </Card>
      {actions.dialogs}
    </Stack>
  );
}
