import { coreMessages } from '@kazi/shared/messages/core';
import { projectsMessages } from '@kazi/shared/messages/projects';
import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { useUpdateProject } from '@/features/projects/api/update.ts';
import { teamQuery } from '@/features/team/api/team.ts';
import { notifyError } from '@/lib/notify.ts';
import { notifyProjectUpdated } from '../notify.ts';
import { AddMembersCard } from './AddMembersCard.tsx';
import { MemberCard } from './MemberCard.tsx';
import { SlotsCard } from './SlotsCard.tsx';

/** settings/team: slots, project notifications, members with rates and updates, invitations. */
export function TeamSettings({ project }: { project: ProjectDetail }) {
  const team = useQuery(teamQuery(project.id));
  const update = useUpdateProject(project.id);
  if (team.isError) {
    return <ErrorState error={team.error} onRetry={() => void team.refetch()} retrying={team.isFetching} />;
  }
  if (team.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={coreMessages.generic.loading}>
        <Skeleton h={120} radius="lg" />
        <Skeleton h={220} radius="lg" />
      </Stack>
    );
  }
  const data = team.data;
  const archived = data.project.archived;
  return (
    <Stack gap="lg">
      <SlotsCard projectId={project.id} team={data} />
      <Card component="section" aria-labelledby="settings-members">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Title order={2} fz="lg" id="settings-members">
              Team members
            </Title>
            <Switch
              label="Project notifications"
              onLabel="On"
              offLabel="Off"
              checked={!data.project.notifications_disabled}
              disabled={!data.abilities.edit_updates || archived || update.isPending}
              onChange={(event) =>
                update.mutate(
                  { notifications_disabled: !event.currentTarget.checked },
                  { onSuccess: notifyProjectUpdated, onError: notifyError },
                )
              }
            />
          </Group>
          {data.participation.length ? (
            <Stack
              gap="sm"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Team members"
            >
              {data.participation.map((member) => (
                <MemberCard
                  key={member.id}
                  projectId={project.id}
                  member={member}
                  currency={data.project.currency}
                  notificationsDisabled={data.project.notifications_disabled}
                  archived={archived}
                />
              ))}
            </Stack>
          ) : (
            <EmptyState
              icon={<IconUsers size={28} stroke={1.6} aria-hidden="true" />}
              title={projectsMessages.team.noMembers}
              description={data.abilities.add_members ? projectsMessages.team.noMembersDetail : undefined}
            />
          )}
          {archived ? (
            <Text size="sm" c="dimmed">
              This project is archived: its team cannot change.
            </Text>
          ) : null}
        </Stack>
      </Card>
      {data.abilities.add_members && !archived ? <AddMembersCard projectId={project.id} team={data} /> : null}
    </Stack>
  );
}
