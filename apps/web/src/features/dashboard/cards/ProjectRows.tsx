import type { ProjectCard } from '@kazi/shared/projects/schemas';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';

/** A compact list of projects for a dashboard card: the title as a link and a line under it. */
export function ProjectRows({
  cards,
  detail,
}: {
  cards: ProjectCard[];
  detail: (card: ProjectCard) => ReactNode;
}) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {cards.map((card) => (
        <li key={card.id}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={paths.project(card.id)} fw={600} size="sm" lineClamp={1}>
                {card.title}
              </Anchor>
              {detail(card)}
            </Stack>
          </Group>
        </li>
      ))}
    </Stack>
  );
}

export function CardMessage({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
