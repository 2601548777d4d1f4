import { format } from '@kazi/shared/messages/format';
import { reportsMessages } from '@kazi/shared/messages/reports';
import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { REPORT_TABS, type ReportTab } from '@kazi/shared/reports/rules';
import type { ReportEventsPage } from '@kazi/shared/reports/schemas';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconFilter, IconPlus, IconSettings } from '@tabler/icons-react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { PagePicker } from '@/components/ui/PagePicker.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { lastPageOf, usePageWithinCount } from '@/lib/lists/last-page.ts';
import { paths } from '@/lib/paths.ts';
import { reportEventsQuery } from '../api/reports.ts';
import {
  appliedFilters,
  eventsListQuery,
  filterCount,
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

/** The tab's events, 20 a page; its empty state says whether the filters that apply are why. */
function EventsList({
  events,
  label,
  filtered,
  page,
  onClear,
  onPage,
}: {
  events: UseQueryResult<ReportEventsPage>;
  label: string;
  filtered: boolean;
  page: number;
  onClear: () => void;
  onPage: (page: number) => void;
}) {
  if (events.isError && !events.data) {
    return <ErrorState error={events.error} onRetry={() => events.refetch()} retrying={events.isFetching} />;
  }
  if (!events.data) {
    return (
      <Card p={0} aria-busy="true">
        <Stack gap={0}>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} h={56} m="md" w="auto" />
          ))}
        </Stack>
      </Card>
    );
  }
  if (events.data.count === 0) {
    return (
      <Card>
        <EmptyState
          title={filtered ? R.noDataFound : R.noReports}
          action={
            filtered ? (
              <Button variant="default" onClick={onClear}>
                {R.clearFilters}
              </Button>
            ) : null
          }
        />
      </Card>
    );
  }
  const total = lastPageOf(events.data.count, REPORTS_PAGE_SIZE);
  return (
    <Card p={0} aria-busy={events.isFetching}>
      <Stack component="ul" gap={0} style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={label}>
        {events.data.results.map((event) => (
          <ReportEventRow key={event.id} event={event} />
        ))}
      </Stack>
      {total > 1 ? (
        <Group justify="space-between" p="md" style={{ borderTop: '1px solid var(--kazi-border-subtle)' }}>
          <Text size="sm" c="dimmed">
            {format(events.data.count_capped ? R.pageSummaryCapped : R.pageSummary, {
              count: events.data.count,
              page: Math.min(page, total),
              total,
            })}
          </Text>
          <PagePicker total={total} value={Math.min(page, total)} onChange={onPage} size="sm" />
        </Group>
      ) : null}
    </Card>
  );
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
  // Filters carried from another tab that do not apply here (people on Yours, another tab's types)
  // are kept in the URL for when they do, but neither counted nor blamed for an empty list.
  const current = appliedFilters(tab, filters);
  const applied = filterCount(current);
  const filtered = hasFilters(current);

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
      {/* Each tab is a route: the active tab's panel holds its list, so the tab controls a panel
          that is there; the others' panels are not rendered, and Mantine leaves their
          aria-controls out. */}
      <Tabs
        value={tab}
        onChange={(value) =>
          value &&
          navigate(
            `${reportsPath(project.id, value as ReportTab)}?${new URLSearchParams(reportFilterParams(filters))}`,
          )
        }
      >
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <Tabs.List aria-label={R.pageTitle} style={{ flex: '1 1 18rem', minWidth: 0 }}>
              {REPORT_TABS.map((value) => (
                <Tabs.Tab key={value} value={value}>
                  {tabLabel(value, abilities)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
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
                  applied ? (
                    <Badge size="xs" circle>
                      <span aria-hidden="true">{applied}</span>
                      <VisuallyHidden>
                        {format(R.filtersApplied[applied === 1 ? 'one' : 'other'], { count: applied })}
                      </VisuallyHidden>
                    </Badge>
                  ) : null
                }
                onClick={() => setFilterOpen(true)}
              >
                {R.filter}
              </Button>
            </Group>
          </Group>
          <Tabs.Panel value={tab}>
            <EventsList
              events={events}
              label={tabLabel(tab, abilities)}
              filtered={filtered}
              page={page}
              onClear={() => show(NO_FILTERS)}
              onPage={(next) => show(filters, next)}
            />
          </Tabs.Panel>
        </Stack>
      </Tabs>
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
