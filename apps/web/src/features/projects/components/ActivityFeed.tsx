import { projectsMessages } from '@kazi/shared/messages/projects';
import { Avatar, Button, Group, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { formatDateTime } from '@/lib/format/dates.ts';
import { activityQuery } from '../api/activity.ts';

/** The project's activity, newest first, with 'Show older activity'. */
export function ActivityFeed({ projectId }: { projectId: number }) {
  const query = useInfiniteQuery(activityQuery(projectId));
  if (query.isPending) {
    return (
      <Stack gap="md" aria-hidden="true">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Group key={key} gap="sm" wrap="nowrap">
            <Skeleton h={28} w={28} circle />
            <Stack gap={4} style={{ flex: 1 }}>
              <Skeleton h={12} w="90%" />
              <Skeleton h={10} w="40%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  const entries = query.data.pages.flatMap((page) => page.results);
  if (!entries.length) return <Text c="dimmed">{projectsMessages.projects.noActivity}</Text>;
  return (
    <Stack gap="md">
      <Timeline bulletSize={28} lineWidth={2}>
        {entries.map((entry) => {
          const author = entry.data.author;
          return (
            <Timeline.Item
              key={entry.id}
              bullet={
                <Avatar src={author?.avatar_url} alt="" size={24} radius="xl" color="kazi">
                  {author?.display_name.slice(0, 1) ?? 'K'}
                </Avatar>
              }
            >
              <Text size="sm">
                <Text span fw={600}>
                  {author?.display_name ?? 'Kazi'}
                </Text>{' '}
                {entry.activity}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
      {query.hasNextPage ? (
        <Button
          variant="subtle"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
        >
          {projectsMessages.projects.showOlderActivity}
        </Button>
      ) : null}
    </Stack>
  );
}
