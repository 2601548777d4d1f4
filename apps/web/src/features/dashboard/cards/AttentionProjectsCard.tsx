import { projectsMessages } from '@kazi/shared/messages/projects';
import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { projectPageQuery } from '@/features/projects/api/lists.ts';
import { CardMessage, ProjectRows } from './ProjectRows.tsx';

/** For staff: active projects without a team or without a deadline. */
export function AttentionProjectsCard() {
  const query = useQuery(projectPageQuery({ stage: 'active', show_all: true, needs_attention: true }, 5));
  const count = query.data?.count ?? 0;
  return (
    <Card>
      <Group justify="space-between" mb="md">
        <Title order={3} fz="lg">
          Projects needing attention
        </Title>
        {count ? (
          <Badge color="red" variant="filled" bg="red.9">
            {count}
          </Badge>
        ) : null}
      </Group>
      {query.isPending ? (
        <Stack gap="sm" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={36} />
          ))}
        </Stack>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.results.length ? (
        <ProjectRows
          cards={query.data.results}
          detail={(card) => (
            <Group gap={6}>
              {card.members_count === 0 ? (
                <Badge size="xs" variant="outline" color="var(--kazi-text-danger)">
                  No team
                </Badge>
              ) : null}
              {card.deadline ? null : (
                <Badge size="xs" variant="outline" color="var(--kazi-text-danger)">
                  {projectsMessages.projects.deadlineNotSet}
                </Badge>
              )}
              {card.owner ? (
                <Text size="xs" c="dimmed">
                  {card.owner.display_name}
                </Text>
              ) : null}
            </Group>
          )}
        />
      ) : (
        <CardMessage>Every active project has a team and a deadline.</CardMessage>
      )}
    </Card>
  );
}
