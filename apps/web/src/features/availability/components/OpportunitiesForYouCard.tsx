import { availabilityMessages } from '@kazi/shared/messages/availability';
import { format } from '@kazi/shared/messages/format';
import { pollAnswerState } from '@kazi/shared/opportunities/polls';
import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { PagePicker } from '@/components/ui/PagePicker.tsx';
import { formatDate } from '@/lib/format/dates.ts';
import { paths } from '@/lib/paths.ts';
import { MY_POLLS_PAGE_SIZE, myPollsQuery } from '../api/polls.ts';

const M = availabilityMessages.availability;

const BADGE_COLOR = { asked: 'yellow', interested: 'kazi', uninterested: 'gray' } as const;

/** "Opportunities for you": the opportunities one was asked about, one's answer, a link to each. */
export function OpportunitiesForYouCard() {
  const [page, setPage] = useState(1);
  const query = useQuery(myPollsQuery(page));
  const total = query.data ? Math.max(1, Math.ceil(query.data.count / MY_POLLS_PAGE_SIZE)) : 1;
  const waiting = query.data?.results.filter((poll) => poll.status === null).length ?? 0;
  return (
    <Card data-testid="opportunities-for-you">
      <Group justify="space-between" mb="md">
        <Title order={3} fz="lg">
          {M.dashboardTitle}
        </Title>
        {query.data?.count ? (
          <Badge variant={waiting ? 'filled' : 'light'} color="kazi">
            {query.data.count}
          </Badge>
        ) : null}
      </Group>
      {query.isPending ? (
        <Stack gap="sm" aria-hidden="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} h={44} />
          ))}
        </Stack>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.results.length ? (
        <Stack gap="sm">
          <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {query.data.results.map((poll) => {
              const state = pollAnswerState(poll.status) ?? 'asked';
              return (
                <li key={poll.id}>
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Stack gap={2} miw={0}>
                      <Anchor
                        component={Link}
                        to={`${paths.project(poll.project.id)}/details`}
                        fw={600}
                        size="sm"
                        lineClamp={1}
                      >
                        {poll.project.title}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {format(M.askedOn, { date: formatDate(poll.asked_at) })}
                      </Text>
                    </Stack>
                    <Badge
                      variant="light"
                      color={BADGE_COLOR[state]}
                      c={state === 'asked' ? 'var(--kazi-text-strong)' : undefined}
                      style={{ flexShrink: 0 }}
                    >
                      {M.statusLabels[state]}
                    </Badge>
                  </Group>
                </li>
              );
            })}
          </Stack>
          {total > 1 ? <PagePicker size="sm" total={total} value={page} onChange={setPage} /> : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {M.dashboardEmpty}
        </Text>
      )}
    </Card>
  );
}
