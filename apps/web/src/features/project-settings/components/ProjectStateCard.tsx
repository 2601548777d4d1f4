import { format } from '@kazi/shared/messages/format';
import { projectsMessages } from '@kazi/shared/messages/projects';
import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconArrowsExchange } from '@tabler/icons-react';
import { useUpdateProject } from '@/features/projects/api/update.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { notifyProjectUpdated } from '../notify.ts';
import { ConfirmButton } from './ConfirmButton.tsx';

const P = projectsMessages.projects;

/** Convert between managed and dedicated, and archive or restore, each confirmed. */
export function ProjectStateCard({ project }: { project: ProjectDetail }) {
  const update = useUpdateProject(project.id);
  const toManaged = project.category === 'dedicated';
  const convert = () =>
    update
      .mutateAsync({ category: toManaged ? 'project' : 'dedicated' })
      .then(notifyProjectUpdated, (error) => {
        notifyError(error);
        throw error;
      });
  const archive = () =>
    update.mutateAsync({ archived: !project.archived }).then(
      () => notifySuccess(project.archived ? P.unarchived : P.archived),
      (error) => {
        notifyError(error);
        throw error;
      },
    );
  return (
    <Card component="section" aria-labelledby="settings-state">
      <Stack gap="md">
        <Title order={2} fz="lg" id="settings-state">
          Project type and archive
        </Title>
        {project.category !== 'other' && !project.archived ? (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm">This is a {toManaged ? 'dedicated developers project' : 'managed project'}.</Text>
            <ConfirmButton
              variant="default"
              leftSection={<IconArrowsExchange size={16} aria-hidden="true" />}
              label={toManaged ? 'Convert to managed project' : 'Convert to dedicated developers'}
              question={toManaged ? P.switchToManaged : P.switchToDedicated}
              detail={format(P.switchDetail, {
                list: toManaged ? 'Managed Projects' : 'Dedicated Developers',
              })}
              confirmLabel="Convert"
              onConfirm={convert}
              busy={update.isPending}
            />
          </Group>
        ) : null}
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm">
            {project.archived
              ? 'This project is archived: its documents, team and planning cannot change.'
              : 'Archived projects leave the active lists and can no longer change.'}
          </Text>
          <ConfirmButton
            variant={project.archived ? 'light' : 'outline'}
            color={project.archived ? 'kazi' : 'var(--kazi-text-danger)'}
            leftSection={
              project.archived ? (
                <IconArchiveOff size={16} aria-hidden="true" />
              ) : (
                <IconArchive size={16} aria-hidden="true" />
              )
            }
            label={project.archived ? 'Restore from archive' : 'Archive project'}
            question={format(project.archived ? P.unarchiveConfirm : P.archiveConfirm, {
              title: project.title,
            })}
            detail={project.archived ? undefined : P.archiveDetail}
            confirmLabel={project.archived ? 'Restore' : 'Archive'}
            confirmColor={project.archived ? 'kazi' : 'red.9'}
            onConfirm={archive}
            busy={update.isPending}
          />
        </Group>
      </Stack>
    </Card>
  );
}
