import { coreMessages } from '@kazi/shared/messages/core';
import { projectsMessages } from '@kazi/shared/messages/projects';
import { dueDay, splitMilestones } from '@kazi/shared/planning/rules';
import type { ProgressEvent } from '@kazi/shared/planning/schemas';
import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import type { ReportEvent } from '@kazi/shared/reports/schemas';
import { todayIso } from '@kazi/shared/team/rules';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendarPlus, IconFlag, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { ReportStatusBadge } from '@/features/reports/components/ReportStatusBadge.tsx';
import { formatDate } from '@/lib/format/dates.ts';
import { milestonesQuery, timelineChangesQuery } from '../api/planning.ts';
import { ChangeLog } from './ChangeLog.tsx';
import { MilestoneDialog } from './MilestoneDialog.tsx';
import { TimelineDialog } from './TimelineDialog.tsx';

type Dialog = { kind: 'timeline' } | { kind: 'milestone'; milestone: ProgressEvent | null } | null;

function MilestoneRow({
  milestone,
  past,
  onEdit,
}: {
  milestone: ReportEvent;
  past: boolean;
  onEdit?: () => void;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" py={6}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <IconFlag
          size={18}
          aria-hidden="true"
          color={past ? 'var(--mantine-color-dimmed)' : 'var(--mantine-primary-color-filled)'}
        />
        <Text fw={500} truncate>
          {milestone.title}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c={past ? 'dimmed' : undefined}>
          {formatDate(dueDay(milestone.due_at))}
        </Text>
        <ReportStatusBadge status={milestone.status} label={milestone.status_display} />
        {onEdit ? (
          <ActionIcon variant="subtle" onClick={onEdit} aria-label={`Change ${milestone.title}`}>
            <IconPencil size={16} aria-hidden="true" />
          </ActionIcon>
        ) : null}
      </Group>
    </Group>
  );
}

/**
 * Planning: the timeline (start date and deadline), the milestones, and the
 * timeline change log. Staff add and change them; every date change asks for a reason.
 */
export function PlanningPage({ project }: { project: ProjectDetail }) {
  const milestones = useQuery(milestonesQuery(project.id));
  const changes = useQuery(timelineChangesQuery(project.id));
  const [dialog, setDialog] = useState<Dialog>(null);
  const canEdit = project.abilities.manage_timeline;
  const close = () => setDialog(null);

  if (milestones.isError) {
    return (
      <ErrorState
        error={milestones.error}
        onRetry={() => void milestones.refetch()}
        retrying={milestones.isFetching}
      />
    );
  }
  if (milestones.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={coreMessages.generic.loading}>
        <Skeleton h={96} radius="lg" />
        <Skeleton h={180} radius="lg" />
      </Stack>
    );
  }
  const list = milestones.data.results;
  const { upcoming, past } = splitMilestones(list, todayIso());
  const hasTimeline = Boolean(project.start_date || project.deadline);
  const dialogs = (
    <>
      <TimelineDialog
        projectId={project.id}
        current={{ start_date: project.start_date, deadline: project.deadline }}
        opened={dialog?.kind === 'timeline'}
        onClose={close}
      />
      <MilestoneDialog
        projectId={project.id}
        milestone={dialog?.kind === 'milestone' ? dialog.milestone : null}
        opened={dialog?.kind === 'milestone'}
        onClose={close}
      />
    </>
  );
  const actions = canEdit ? (
    <Group gap="sm">
      <Button
        variant="default"
        leftSection={<IconPencil size={16} aria-hidden="true" />}
        onClick={() => setDialog({ kind: 'timeline' })}
      >
        {hasTimeline ? 'Change timeline' : 'Set timeline'}
      </Button>
      <Button
        leftSection={<IconCalendarPlus size={16} aria-hidden="true" />}
        onClick={() => setDialog({ kind: 'milestone', milestone: null })}
      >
        Add milestone
      </Button>
    </Group>
  ) : null;

  if (!hasTimeline && !list.length) {
    return (
      <Stack gap="lg">
        {dialogs}
        <Card>
          <EmptyState
            icon={<IconFlag size={28} stroke={1.6} aria-hidden="true" />}
            title={projectsMessages.planning.empty}
            description={canEdit ? 'Set the timeline and add the first milestones.' : undefined}
            action={actions}
          />
        </Card>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {dialogs}
      <Card>
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Stack gap={4}>
            <Title order={2} fz="lg">
              Timeline
            </Title>
            <SimpleGrid cols={2} spacing="xl" mt={4}>
              <Stack gap={0}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  Start date
                </Text>
                <Text fw={600}>{formatDate(project.start_date, 'Not set')}</Text>
              </Stack>
              <Stack gap={0}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  Deadline
                </Text>
                <Text fw={600}>{formatDate(project.deadline, 'Not set')}</Text>
              </Stack>
            </SimpleGrid>
          </Stack>
          {actions}
        </Group>
      </Card>

      <Card component="section" aria-labelledby="planning-milestones">
        <Title order={2} fz="lg" mb="sm" id="planning-milestones">
          Milestones
        </Title>
        {list.length === 0 ? (
          <Text c="dimmed" size="sm">
            No milestones yet.
          </Text>
        ) : (
          <Stack gap="md">
            {upcoming.length ? (
              <Stack
                gap={0}
                component="ul"
                aria-label="Upcoming milestones"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
              >
                {upcoming.map((m) => (
                  <li key={m.id}>
                    <MilestoneRow
                      milestone={m}
                      past={false}
                      onEdit={canEdit ? () => setDialog({ kind: 'milestone', milestone: m }) : undefined}
                    />
                  </li>
                ))}
              </Stack>
            ) : null}
            {past.length ? (
              <Stack gap={0}>
                <Badge variant="light" color="gray" w="fit-content">
                  Past
                </Badge>
                <Stack
                  gap={0}
                  component="ul"
                  aria-label="Past milestones"
                  p={0}
                  m={0}
                  style={{ listStyle: 'none' }}
                >
                  {past.map((m) => (
                    <li key={m.id}>
                      <MilestoneRow
                        milestone={m}
                        past
                        onEdit={canEdit ? () => setDialog({ kind: 'milestone', milestone: m }) : undefined}
                      />
                    </li>
                  ))}
                </Stack>
              </Stack>
            ) : null}
          </Stack>
        )}
      </Card>

      <Card component="section" aria-labelledby="planning-changes">
        <Title order={2} fz="lg" mb="sm" id="planning-changes">
          Timeline changes
        </Title>
        {changes.isError ? (
          <ErrorState
            error={changes.error}
            onRetry={() => void changes.refetch()}
            retrying={changes.isFetching}
          />
        ) : changes.isPending ? (
          <Skeleton h={60} />
        ) : changes.data.results.length ? (
          <ChangeLog changes={changes.data.results} />
        ) : (
          <Text c="dimmed" size="sm">
            {projectsMessages.planning.noChanges}
          </Text>
        )}
      </Card>
    </Stack>
  );
}
