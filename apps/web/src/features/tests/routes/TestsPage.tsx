import { can } from '@kazi/shared/auth/permissions';
import { format } from '@kazi/shared/messages/format';
import { testsMessages } from '@kazi/shared/messages/tests';
import type { TestResult } from '@kazi/shared/test-results/schemas';
import { ActionIcon, Button, Card, Group, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChecklist, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTopBarAction } from '@/app/shell/top-bar-context.tsx';
import { AccessDenied } from '@/components/ui/AccessDenied.tsx';
import { ConfirmModal } from '@/components/ui/ConfirmModal.tsx';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { PagePicker } from '@/components/ui/PagePicker.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { lastPageOf, usePageWithinCount } from '@/lib/lists/last-page.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { TEST_RESULTS_PAGE_SIZE, testResultsQuery, useDeleteTestResult } from '../api/test-results.ts';
import { TestResultDialog } from '../components/TestResultDialog.tsx';
import { TestResultsTable } from '../components/TestResultsTable.tsx';

const T = testsMessages.tests;

/** The dialog's state: closed, adding (null) or editing a result. */
type Editing = { result: TestResult | null } | null;

function TestsList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const results = useQuery(testResultsQuery(page, debounced));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TestResult | null>(null);
  const remove = useDeleteTestResult();

  // Phones get the same action as an icon button, so the title keeps its place in the top bar.
  useTopBarAction(
    useMemo(
      () => (
        <>
          <Button
            visibleFrom="sm"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setEditing({ result: null })}
          >
            {T.addNewResult}
          </Button>
          <ActionIcon
            hiddenFrom="sm"
            size="lg"
            aria-label={T.addNewResult}
            onClick={() => setEditing({ result: null })}
          >
            <IconPlus size={18} aria-hidden="true" />
          </ActionIcon>
        </>
      ),
      [],
    ),
  );

  const goTo = (next: number) => {
    const query: Record<string, string> = {};
    if (next > 1) query.page = String(next);
    if (search.trim()) query.search = search.trim();
    setParams(query);
  };
  const onSearch = (value: string) => {
    setSearch(value);
    setParams(value.trim() ? { search: value.trim() } : {}, { replace: true });
  };
  const total = results.data ? lastPageOf(results.data.count, TEST_RESULTS_PAGE_SIZE) : 1;
  // The last page's only result deleted (or a stale link): the last page there is.
  usePageWithinCount(
    page,
    results.isPlaceholderData ? null : results.data?.count,
    TEST_RESULTS_PAGE_SIZE,
    goTo,
  );
  const closeDelete = () => {
    remove.reset();
    setDeleting(null);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(T.deleted);
        closeDelete();
      },
    });
  };

  return (
    <>
      <Group justify="space-between" mb="lg" wrap="wrap" gap="sm">
        <TextInput
          aria-label={T.filterByDeveloper}
          placeholder={T.filterByDeveloper}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
          type="search"
        />
        {results.data ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {format(T.pageSummary, { count: results.data.count, page: Math.min(page, total), total })}
          </Text>
        ) : null}
      </Group>
      {results.isError && !results.data ? (
        <ErrorState error={results.error} onRetry={() => results.refetch()} retrying={results.isFetching} />
      ) : results.data && results.data.count === 0 ? (
        <Card>
          <EmptyState
            icon={<IconChecklist size={28} stroke={1.6} aria-hidden="true" />}
            title={debounced ? T.emptyFiltered : T.empty}
            description={debounced ? undefined : T.addNewResult}
          />
        </Card>
      ) : (
        <Card p={0} aria-busy={results.isFetching}>
          <TestResultsTable
            results={results.data?.results ?? null}
            onEdit={(result) => setEditing({ result })}
            onDelete={setDeleting}
          />
          {total > 1 ? (
            <Group
              justify="space-between"
              p="md"
              style={{ borderTop: '1px solid var(--kazi-border-subtle)' }}
            >
              <Text size="sm" c="dimmed">
                Page {Math.min(page, total)} of {total}
              </Text>
              <PagePicker total={total} value={Math.min(page, total)} onChange={goTo} size="sm" />
            </Group>
          ) : null}
        </Card>
      )}
      <TestResultDialog
        opened={editing !== null}
        result={editing?.result ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={T.deleteTitle}
        message={
          deleting ? format(T.deleteConfirm, { title: deleting.title, name: deleting.user.display_name }) : ''
        }
        confirmLabel={T.delete}
        cancelLabel={T.cancel}
        color="red"
        loading={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={confirmDelete}
        onCancel={closeDelete}
      />
    </>
  );
}

/** `/tests`: developers' test results, for those who manage tests (admin, staff). */
export function TestsPage() {
  const user = useUser();
  if (!can(user, 'tests.manage')) return <AccessDenied />;
  return <TestsList />;
}
