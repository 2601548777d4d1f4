import { opportunitiesMessages } from '@kazi/shared/messages/opportunities';
import { projectsMessages } from '@kazi/shared/messages/projects';
import {
  CARD_MILESTONE_LIMIT,
  cardTitle,
  PROJECT_CATEGORY_LABELS,
  truncate,
} from '@kazi/shared/projects/rules';
import type { ProjectCard as Card_ } from '@kazi/shared/projects/schemas';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarDue, IconFlag } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format/dates.ts';
import { paths } from '@/lib/paths.ts';
import { MemberAvatars } from './MemberAvatars.tsx';

const kindLabel = (card: Card_) =>
  card.stage === 'opportunity' ? opportunitiesMessages.details.badge : PROJECT_CATEGORY_LABELS[card.category];

/**
 * One project in the lists: title cut at 45 characters (30 on opportunities), up
 * to 5 team avatars and "+N", the nearest upcoming milestone cut at 40, and the deadline or
 * 'Deadline Not set'. The whole card is the link to the project.
 */
export function ProjectCard({ card }: { card: Card_ }) {
  const title = cardTitle(card.title, card.stage);
  const milestone = card.next_milestone;
  return (
    <Card
      component={Link}
      to={paths.project(card.id)}
      data-testid="project-card"
      h="100%"
      style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Badge variant="light" color={card.stage === 'opportunity' ? 'grape' : 'kazi'}>
          {kindLabel(card)}
        </Badge>
        {card.archived ? (
          <Badge variant="outline" color="gray">
            Archived
          </Badge>
        ) : null}
      </Group>
      <Stack gap={2}>
        <Title order={3} fz="md" lh={1.35} title={title === card.title ? undefined : card.title}>
          {title}
        </Title>
        {card.owner ? (
          <Text size="sm" c="dimmed">
            {card.owner.display_name}
          </Text>
        ) : null}
      </Stack>
      <MemberAvatars members={card.members} total={card.members_count} />
      <Stack gap={6} mt="auto">
        <Group gap={6} wrap="nowrap">
          <IconFlag size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text size="sm" lineClamp={1} title={milestone?.title}>
            {milestone
              ? `${truncate(milestone.title, CARD_MILESTONE_LIMIT)} · ${formatDate(milestone.due_at)}`
              : projectsMessages.projects.noMilestone}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconCalendarDue size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text size="sm" fw={card.deadline ? 500 : undefined} c={card.deadline ? undefined : 'dimmed'}>
            {card.deadline
              ? `Deadline ${formatDate(card.deadline)}`
              : projectsMessages.projects.deadlineNotSet}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
