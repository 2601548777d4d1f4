import { convertMessages } from '@kazi/shared/messages/convert';
import { projectsMessages } from '@kazi/shared/messages/projects';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';
import { convertCandidatesQuery } from '@/features/convert/api.ts';
import { ConvertPeople } from '@/features/convert/ConvertPeople.tsx';
import { type ConvertDraft, draftOf, participationOf, rowIssues } from '@/features/convert/convert-form.ts';
import { notifyProjectUpdated } from '@/features/project-settings/notify.ts';
import { ApiError, errorMessage } from '@/lib/api/errors.ts';
import { issuesResolver } from '@/lib/forms/issues-resolver.ts';
import { useUpdateProject } from '../api/update.ts';

/**
 * Convert to Project, after 'Are you sure you want to make this opportunity an active project?':
 * staff may pick shortlisted people who said they are available, with their hours and rates; one
 * `PATCH projects/{id}/` invites them and makes the project active (nothing changes on a refusal);
 * its success is Update project's, 'Project updated successfully' for 1.5 s.
 */
export function ConvertToProjectButton({ projectId }: { projectId: number }) {
  const [open, setOpen] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const update = useUpdateProject(projectId);
  const candidates = useQuery({ ...convertCandidatesQuery(projectId), enabled: open });
  const form = useForm<ConvertDraft>({
    resolver: issuesResolver((draft) => rowIssues(draft)),
    defaultValues: { rows: [] },
  });

  // The people once per opening: a refetch (window focus) must not wipe what is being typed.
  const seeded = useRef(false);
  useEffect(() => {
    if (!open) seeded.current = false;
    else if (candidates.data && !seeded.current) {
      seeded.current = true;
      form.reset(draftOf(candidates.data.results));
    }
  }, [open, candidates.data, form]);

  const close = () => {
    setOpen(false);
    setAlert(null);
    update.reset();
  };
  const confirm = form.handleSubmit(async (draft) => {
    setAlert(null);
    const participation = participationOf(draft);
    try {
      // Awaited, not mutate's onSuccess: the project turning active replaces this page (an
      // opportunity's) with the project's own, and callbacks of an unmounted caller never run.
      await update.mutateAsync(
        participation.length ? { stage: 'active', participation } : { stage: 'active' },
      );
    } catch (error) {
      const placed = error instanceof ApiError ? rowIssues(draft, error.fieldErrors) : {};
      for (const [name, message] of Object.entries(placed))
        form.setError(name as `rows.${number}.picked`, { type: 'server', message });
      if (!Object.keys(placed).length) setAlert(errorMessage(error));
      return;
    }
    close();
    notifyProjectUpdated(); // Update project's 'Project updated successfully' (1.5 s)
  });

  return (
    <>
      <Button leftSection={<IconRocket size={16} aria-hidden="true" />} onClick={() => setOpen(true)}>
        {projectsMessages.projects.convertTitle}
      </Button>
      <Modal
        opened={open}
        onClose={close}
        title={projectsMessages.projects.convertTitle}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form noValidate onSubmit={confirm}>
          <Stack gap="lg">
            <Text>{projectsMessages.projects.convertConfirm}</Text>
            <ConvertPeople form={form} candidates={candidates} />
            <ErrorAlert>{alert}</ErrorAlert>
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={update.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={update.isPending}>
                {convertMessages.convert.confirm}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
