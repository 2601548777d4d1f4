import { projectsMessages } from '@kazi/shared/messages/projects';
import { CARD_MILESTONE_LIMIT, truncate } from '@kazi/shared/projects/rules';
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { projectPageQuery } from '@/features/projects/api/lists.ts';
import { formatDate } from '@/lib/format/dates.ts';
import { paths } from '@/lib/paths.ts';
import { CardMessage, ProjectRows } from './ProjectRows.tsx';

/** "My projects": the active projects one is part of, each with its next milestone. */
export function MyProjectsCard() {
  const query = useQuery(projectPageQuery({ stage: 'active' }, 5));
  return (
    <Card>
      <Group justify="space-between" mb="md">
        <Title order={3} fz="lg">
          My projects
        </Title>
        <Anchor component={Link} to={paths.projects} size="sm">
          View all
        </Anchor>
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
            <Group gap={6} wrap="nowrap">
              <IconFlag size={14} aria-hidden="true" style={{ flexShrink: 0 }} />
              <Text size="xs" c="dimmed" lineClamp={1}>
                {card.next_milestone
                  ? `${truncate(card.next_milestone.title, CARD_MILESTONE_LIMIT)} · ${formatDate(card.next_milestone.due_at)}`
                  : projectsMessages.projects.noMilestone}
              </Text>
            </Group>
          )}
        />
      ) : (
        <CardMessage>{projectsMessages.projects.emptyProjects}</CardMessage>
      )}
    </Card>
  );
}
