import { format } from '@kazi/shared/messages/format';
import { timesheetsMessages } from '@kazi/shared/messages/timesheets';
import { monthLabel } from '@kazi/shared/timesheets/rules';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { monthViewPath } from '@/features/timesheets/view-params.ts';
import { awaitingReviewQuery } from '../api/dashboard.ts';
import { CardList } from './CardList.tsx';

const D = timesheetsMessages.timesheets.dashboard;

/** For reviewers: the pending months with hours on the projects they review, oldest first. */
export function AwaitingReviewCard() {
  const query = useInfiniteQuery(awaitingReviewQuery());
  const count = query.data?.pages[0]?.count ?? 0;
  return (
    <Card>
      <Group justify="space-between" mb="md">
        <Title order={3} fz="lg">
          {D.reviewTitle}
        </Title>
        {count ? (
          <Badge variant="filled" color="kazi">
            {count}
          </Badge>
        ) : null}
      </Group>
      <CardList
        query={query}
        empty={D.nothingToReview}
        rowKey={(row) => `${row.project.id}:${row.user.id}:${row.year_month}`}
      >
        {(row) => (
          <Stack gap={2}>
            <Anchor component={Link} to={monthViewPath(row.project.id, row.year_month)} fw={600} size="sm">
              {format(D.reviewLine, {
                name: row.user.display_name,
                month: monthLabel(row.year_month),
                total: row.total,
              })}
            </Anchor>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {row.project.title}
            </Text>
          </Stack>
        )}
      </CardList>
    </Card>
  );
}
