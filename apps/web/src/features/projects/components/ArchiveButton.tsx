import { format } from '@kazi/shared/messages/format';
import { projectsMessages } from '@kazi/shared/messages/projects';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useUpdateProject } from '../api/update.ts';

/** Archive or restore a project, after a confirmation. */
export function ArchiveButton({
  projectId,
  title,
  archived,
}: {
  projectId: number;
  title: string;
  archived: boolean;
}) {
  const [open, setOpen] = useState(false);
  const update = useUpdateProject(projectId);
  const confirm = () =>
    update.mutate(
      { archived: !archived },
      {
        onSuccess: () => {
          setOpen(false);
          notifySuccess(archived ? projectsMessages.projects.unarchived : projectsMessages.projects.archived);
        },
        onError: (error) => notifyError(error),
      },
    );
  const label = archived ? 'Restore from archive' : 'Archive project';
  return (
    <>
      <Button
        variant={archived ? 'light' : 'outline'}
        color={archived ? 'kazi' : 'var(--kazi-text-danger)'}
        leftSection={
          archived ? (
            <IconArchiveOff size={16} aria-hidden="true" />
          ) : (
            <IconArchive size={16} aria-hidden="true" />
          )
        }
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={label}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="lg">
          <Text>
            {format(
              archived
                ? projectsMessages.projects.unarchiveConfirm
                : projectsMessages.projects.archiveConfirm,
              {
                title,
              },
            )}
          </Text>
          {archived ? null : (
            <Text size="sm" c="dimmed">
              {projectsMessages.projects.archiveDetail}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={update.isPending}>
              Cancel
            </Button>
            <Button color={archived ? 'kazi' : 'red.9'} onClick={confirm} loading={update.isPending}>
              {archived ? 'Restore' : 'Archive'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
