import { can } from '@kazi/shared/auth/permissions';
import { projectsMessages } from '@kazi/shared/messages/projects';
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFolderOff, IconPlus, IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { useSearchParamsChanges, withParam } from '@/lib/search-params.ts';
import { projectListQuery } from '../api/lists.ts';
import { emptyText, newProjectPath, type ProjectListDef } from '../project-lists.ts';
import { ProjectCard } from './ProjectCard.tsx';

const SEARCH_DEBOUNCE_MS = 300;

function CardSkeletons() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-hidden="true">
      {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
        <Card key={key} h={210}>
          <Stack gap="sm">
            <Skeleton h={18} w={110} />
            <Skeleton h={20} w="80%" />
            <Skeleton h={36} w={150} radius="xl" />
            <Skeleton h={14} w="70%" mt="md" />
            <Skeleton h={14} w="50%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * One project list: search (debounced), 'Show all projects' (for `projects.view_all`), the cards
 * and Load more from the response's `next`. The search and the toggle live in the URL.
 */
export function ProjectListView({ list }: { list: ProjectListDef }) {
  const user = useUser();
  const [params, changeParams] = useSearchParamsChanges();
  const showAll = params.get('show_all') === '1' && can(user, 'projects.view_all');
  const [text, setText] = useState(params.get('search') ?? '');
  const [search] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    changeParams(withParam('search', search || null), { replace: true });
  }, [search, changeParams]);

  const query = useInfiniteQuery(projectListQuery({ ...list.filters, show_all: showAll, search }));
  const cards = query.data?.pages.flatMap((page) => page.results) ?? [];
  const count = query.data?.pages[0]?.count ?? 0;
  const create = newProjectPath(user, list.key);

  const toggleShowAll = (on: boolean) => changeParams(withParam('show_all', on ? '1' : null));

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="md" wrap="wrap" style={{ flex: '1 1 280px', minWidth: 0 }}>
          <TextInput
            type="search"
            aria-label={projectsMessages.projects.searchPlaceholder}
            placeholder={projectsMessages.projects.searchPlaceholder}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            w={{ base: '100%', xs: 280 }}
          />
          {can(user, 'projects.view_all') ? (
            <Switch
              label={projectsMessages.projects.showAll}
              checked={showAll}
              onChange={(event) => toggleShowAll(event.currentTarget.checked)}
            />
          ) : null}
        </Group>
        {create && !list.filters.archived ? (
          <Button component={Link} to={create.to} leftSection={<IconPlus size={16} aria-hidden="true" />}>
            {create.label}
          </Button>
        ) : null}
      </Group>

      {query.isPending ? (
        <CardSkeletons />
      ) : query.isError && !cards.length ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !cards.length ? (
        <Card>
          <EmptyState
            icon={<IconFolderOff size={28} stroke={1.6} aria-hidden="true" />}
            {...emptyText(list, search)}
          />
        </Card>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            Showing {cards.length} of {count}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {cards.map((card) => (
              <ProjectCard key={card.id} card={card} />
            ))}
          </SimpleGrid>
          {query.hasNextPage ? (
            <Group justify="center">
              <Button
                variant="default"
                onClick={() => void query.fetchNextPage()}
                loading={query.isFetchingNextPage}
              >
                {projectsMessages.projects.loadMore}
              </Button>
            </Group>
          ) : null}
          {query.isError ? (
            <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} />
          ) : null}
        </>
      )}
    </Stack>
  );
}
