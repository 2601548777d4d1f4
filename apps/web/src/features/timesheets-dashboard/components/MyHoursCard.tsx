import { format } from '@kazi/shared/messages/format';
import { timesheetsMessages } from '@kazi/shared/messages/timesheets';
import { isOverExpected, monthLabel } from '@kazi/shared/timesheets/rules';
import { Anchor, Box, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { TimesheetStatusBadge } from '@/features/timesheets/components/TimesheetStatusBadge.tsx';
import { monthViewPath } from '@/features/timesheets/view-params.ts';
import { myMonthsQuery } from '../api/dashboard.ts';
import { CardList } from './CardList.tsx';

const D = timesheetsMessages.timesheets.dashboard;

/** For talents: this month's hours against the expected hours on each project, each a link to the month. */
export function MyHoursCard() {
  const query = useInfiniteQuery(myMonthsQuery());
  return (
    <Card>
      <Title order={3} fz="lg" mb="md">
        {D.hoursTitle}
      </Title>
      <CardList query={query} empty={D.noProjects} rowKey={(row) => String(row.project.id)}>
        {(row) => {
          const month = monthLabel(row.year_month);
          const over = isOverExpected(row.total * 100, row.expected_hours * 100);
          const share =
            row.expected_hours > 0 ? (row.total / row.expected_hours) * 100 : row.total > 0 ? 100 : 0;
          return (
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Anchor
                  component={Link}
                  to={monthViewPath(row.project.id, row.year_month)}
                  fw={600}
                  size="sm"
                  lineClamp={1}
                >
                  {row.project.title}
                </Anchor>
                <Box style={{ flexShrink: 0 }}>
                  <TimesheetStatusBadge status={row.status} />
                </Box>
              </Group>
              <Progress
                value={Math.min(100, share)}
                color={over ? 'orange' : 'kazi'}
                size="sm"
                aria-label={format(D.progressLabel, { month, project: row.project.title })}
              />
              <Text size="xs" c="dimmed">
                {format(D.hoursLine, { total: row.total, expected: row.expected_hours })}
              </Text>
            </Stack>
          );
        }}
      </CardList>
    </Card>
  );
}
