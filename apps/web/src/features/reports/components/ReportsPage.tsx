import { format } from '@kazi/shared/messages/format';
import { reportsMessages } from '@kazi/shared/messages/reports';
import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { REPORT_TABS, type ReportTab } from '@kazi/shared/reports/rules';
import { Anchor, Badge, Button, Card, Group, Pagination, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconFilter, IconPlus, IconSettings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { lastPageOf, usePageWithinCount } from '@/lib/lists/last-page.ts';
import { paths } from '@/lib/paths.ts';
import { reportEventsQuery } from '../api/reports.ts';
import {
  eventsListQuery,
  filterStatusesOf,
  filterTypesOf,
  hasFilters,
  NO_FILTERS,
  REPORTS_PAGE_SIZE,
  type ReportFilters,
  readPage,
  readReportFilters,
  reportFilterParams,
} from '../filters.ts';
import { reportsPath } from '../report-paths.ts';
import { AddEventDialog } from './AddEventDialog.tsx';
import { ReportEventRow } from './ReportEventRow.tsx';
import { ReportFilterDrawer } from './ReportFilterDrawer.tsx';

const ProjectHealth = lazy(() =>
  import('@/features/report-health/components/ProjectHealth.tsx').then((m) => ({ default: m.ProjectHealth })),
);

const R = reportsMessages.reports;

/** The project's people, once each: owner, managers and the team. */
function peopleOf(project: ProjectDetail) {
  const people = new Map<number, { id: number; display_name: string }>();
  for (const person of [
    project.owner,
    project.cm,
    project.cso,
    ...project.participation.map((p) => p.user),
  ]) {
    if (person) people.set(person.id, { id: person.id, display_name: person.display_name });
  }
  return [...people.values()];
}

function tabLabel(tab: ReportTab, abilities: ProjectDetail['abilities']) {
  if (tab === 'team') return abilities.see_team_reports_as_client ? R.tabs.teamForClients : R.tabs.team;
  return R.tabs[tab];
}

/**
 * The Reports page (…/reports/{yours|team|client}): the tab's events, 20 a page, with filters in
 * the URL (a side panel sets them), Configure and Add event for those who may, and the project's
 * health for those who see it.
 */
export function ReportsPage({ project, tab }: { project: ProjectDetail; tab: ReportTab }) {
  const me = useUser().id;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = readReportFilters(params);
  const page = readPage(params);
  const [filterOpen, setFilterOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const { abilities } = project;
  const events = useQuery(reportEventsQuery(project.id, eventsListQuery(project.id, tab, filters, page, me)));
  const total = events.data ? lastPageOf(events.data.count, REPORTS_PAGE_SIZE) : 1;
  const filtered = hasFilters(filters);
  const filterCount = [
    filters.types.length,
    filters.from || filters.to,
    filters.users.length,
    filters.statuses.length,
  ].filter(Boolean).length;

  const show = (next: ReportFilters, nextPage = 1) => setParams(reportFilterParams(next, nextPage));
  // A page past the end (a stale link; the last page's only event filed, then Back): the last page.
  usePageWithinCount(page, events.isPlaceholderData ? null : events.data?.count, REPORTS_PAGE_SIZE, (last) =>
    setParams(reportFilterParams(filters, last), { replace: true }),
  );

  return (
    <Stack gap="md">
      {abilities.see_report_health ? (
        <Suspense fallback={<Skeleton h={120} radius="lg" />}>
          <ProjectHealth projectId={project.id} />
        </Suspense>
      ) : null}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Tabs
          value={tab}
          onChange={(value) =>
            value &&
            navigate(
              `${reportsPath(project.id, value as ReportTab)}?${new URLSearchParams(reportFilterParams(filters))}`,
            )
          }
          style={{ flex: '1 1 18rem', minWidth: 0 }}
        >
          <Tabs.List aria-label={R.pageTitle}>
            {REPORT_TABS.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {tabLabel(value, abilities)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Group gap="xs" wrap="wrap">
          {abilities.configure_reports ? (
            <Anchor component={Link} to={`${paths.project(project.id)}/settings/reports`} size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                <IconSettings size={16} aria-hidden="true" />
                {R.configure}
              </Group>
            </Anchor>
          ) : null}
          {abilities.add_report_events ? (
            <Button
              size="sm"
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => setAdding(true)}
            >
              {R.addEvent}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="default"
            leftSection={<IconFilter size={16} aria-hidden="true" />}
            rightSection={
              filterCount ? (
                <Badge size="xs" circle aria-label={`${filterCount} filters applied`}>
                  {filterCount}
                </Badge>
              ) : null
            }
            onClick={() => setFilterOpen(true)}
          >
            {R.filter}
          </Button>
        </Group>
      </Group>
      {events.isError && !events.data ? (
        <ErrorState error={events.error} onRetry={() => events.refetch()} retrying={events.isFetching} />
      ) : !events.data ? (
        <Card p={0} aria-busy="true">
          <Stack gap={0}>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} h={56} m="md" w="auto" />
            ))}
          </Stack>
        </Card>
      ) : events.data.count === 0 ? (
        <Card>
          <EmptyState
            title={filtered ? R.noDataFound : R.noReports}
            action={
              filtered ? (
                <Button variant="default" onClick={() => show(NO_FILTERS)}>
                  {R.clearFilters}
                </Button>
              ) : null
            }
          />
        </Card>
      ) : (
        <Card p={0} aria-busy={events.isFetching}>
          <Stack
            component="ul"
            gap={0}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            aria-label={tabLabel(tab, abilities)}
          >
            {events.data.results.map((event) => (
              <ReportEventRow key={event.id} event={event} />
            ))}
          </Stack>
          {total > 1 ? (
            <Group
              justify="space-between"
              p="md"
              style={{ borderTop: '1px solid var(--kazi-border-subtle)' }}
            >
              <Text size="sm" c="dimmed">
                {format(events.data.count_capped ? R.pageSummaryCapped : R.pageSummary, {
                  count: events.data.count,
                  page: Math.min(page, total),
                  total,
                })}
              </Text>
              <Pagination
                total={total}
                value={Math.min(page, total)}
                onChange={(next) => show(filters, next)}
                size="sm"
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
                getControlProps={(control) => ({
                  'aria-label': `${control[0]?.toUpperCase()}${control.slice(1)} page`,
                })}
              />
            </Group>
          ) : null}
        </Card>
      )}
      <ReportFilterDrawer
        opened={filterOpen}
        onClose={() => setFilterOpen(false)}
        filters={filters}
        onApply={(next) => show(next)}
        types={filterTypesOf(tab, abilities)}
        statuses={filterStatusesOf(abilities)}
        people={tab === 'yours' ? [] : peopleOf(project)}
      />
      {abilities.add_report_events ? (
        <AddEventDialog projectId={project.id} opened={adding} onClose={() => setAdding(false)} />
      ) : null}
    </Stack>
  );
}
