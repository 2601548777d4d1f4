import { projectsMessages } from '@kazi/shared/messages/projects';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { paths } from '@/lib/paths.ts';
import { useUpdateProject } from '../api/update.ts';

/** Convert to Project, after 'Are you sure you want to make this opportunity an active project?'. */
export function ConvertToProjectButton({ projectId }: { projectId: number }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateProject(projectId);
  const navigate = useNavigate();
  const confirm = () =>
    update.mutate(
      { stage: 'active' },
      {
        onSuccess: () => {
          setOpen(false);
          notifySuccess(projectsMessages.projects.converted);
          navigate(paths.project(projectId));
        },
        onError: (error) => notifyError(error),
      },
    );
  return (
    <>
      <Button leftSection={<IconRocket size={16} aria-hidden="true" />} onClick={() => setOpen(true)}>
        {projectsMessages.projects.convertTitle}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={projectsMessages.projects.convertTitle}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="lg">
          <Text>{projectsMessages.projects.convertConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={update.isPending}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={update.isPending}>
              Yes, convert
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
