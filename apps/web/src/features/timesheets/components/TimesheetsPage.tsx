import { timesheetsMessages } from '@kazi/shared/messages/timesheets';
import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { todayIso } from '@kazi/shared/team/rules';
import { monthLabel, selectableMonths, selectableYears } from '@kazi/shared/timesheets/rules';
import { Button, Card, Group, SegmentedControl, Select, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { exportUrl } from '../api/timesheets.ts';

import { readTimesheetView, switchView, type TimesheetView, timesheetViewParams } from '../view-params.ts';
import { MonthView } from './MonthView.tsx';
import { YearView } from './YearView.tsx';

const T = timesheetsMessages.timesheets;

/**
 * /projects/:id/pay/timesheets: the month view (`?view=month&month=YYYY-MM`, January 2020 to this
 * month) or the year view (`?view=year&year=YYYY`, 2021 to this year); the choice lives in the URL.
 * Staff and the project's client download a month as xlsx or CSV.
 */
export function TimesheetsPage({ project }: { project: ProjectDetail }) {
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const view = readTimesheetView(params, today);
  const months = useMemo(
    () => selectableMonths(today).map((month) => ({ value: month, label: monthLabel(month) })),
    [today],
  );
  const years = useMemo(() => selectableYears(today).map(String), [today]);
  const show = (next: TimesheetView) => setParams(timesheetViewParams(next));

  return (
    <Card component="section" aria-labelledby="timesheets-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <Stack gap={6}>
            <Title order={2} fz="lg" id="timesheets-title">
              {T.payTabs.timesheets}
            </Title>
            <SegmentedControl
              aria-label={T.viewLabel}
              value={view.view}
              onChange={(value) => value !== view.view && show(switchView(view, today))}
              data={[
                { value: 'month', label: T.monthView },
                { value: 'year', label: T.yearView },
              ]}
            />
          </Stack>
          <Group gap="sm" align="flex-end" wrap="wrap">
            {view.view === 'month' ? (
              <Select
                label={T.monthLabel}
                data={months}
                value={view.month}
                onChange={(value) => value && show({ view: 'month', month: value })}
                allowDeselect={false}
                checkIconPosition="right"
                maxDropdownHeight={320}
                w={190}
              />
            ) : (
              <Select
                label={T.yearLabel}
                data={years}
                value={String(view.year)}
                onChange={(value) => value && show({ view: 'year', year: Number(value) })}
                allowDeselect={false}
                checkIconPosition="right"
                w={120}
              />
            )}
            {view.view === 'month' && project.abilities.export_timesheets ? (
              <Group gap="xs" role="group" aria-label={T.export}>
                {(['xlsx', 'csv'] as const).map((format) => (
                  <Button
                    key={format}
                    component="a"
                    href={exportUrl(project.id, view.month, format)}
                    download
                    variant="default"
                    leftSection={<IconDownload size={16} aria-hidden="true" />}
                  >
                    {format === 'xlsx' ? T.exportXlsx : T.exportCsv}
                  </Button>
                ))}
              </Group>
            ) : null}
          </Group>
        </Group>
        {view.view === 'month' ? (
          <MonthView projectId={project.id} month={view.month} today={today} />
        ) : (
          <YearView projectId={project.id} year={view.year} today={today} />
        )}
      </Stack>
    </Card>
  );
}
