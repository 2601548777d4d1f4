import { zodResolver } from '@hookform/resolvers/zod';
import { type TimelineDates, timelineErrors } from '@kazi/shared/planning/rules';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDateField } from '@/components/ui/DateField.tsx';
import { notifyProjectUpdated } from '@/features/project-settings/notify.ts';
import { useUpdateProject } from '@/features/projects/api/update.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';

interface TimelineDialogProps {
  projectId: number;
  current: TimelineDates;
  opened: boolean;
  onClose: () => void;
}

const FIELD_KEYS = { start_date: 'start_date', deadline: 'deadline', reason: 'reason' } as const;

/** The timeline form: both dates required, start not after the end, a reason for a change. */
function timelineForm(current: TimelineDates) {
  return z
    .object({ start_date: z.string(), deadline: z.string(), reason: z.string() })
    .superRefine((values, ctx) => {
      const next = { start_date: values.start_date || null, deadline: values.deadline || null };
      for (const [key, messages] of Object.entries(timelineErrors(current, next, values.reason))) {
        const path = key === 'change_log.reason' ? 'reason' : key;
        ctx.addIssue({ code: 'custom', path: [path], message: messages[0] ?? '' });
      }
    });
}
type TimelineValues = z.infer<ReturnType<typeof timelineForm>>;

export function TimelineDialog({ projectId, current, opened, onClose }: TimelineDialogProps) {
  const update = useUpdateProject(projectId);
  const form = useForm<TimelineValues>({
    resolver: zodResolver(timelineForm(current)),
    values: { start_date: current.start_date ?? '', deadline: current.deadline ?? '', reason: '' },
  });
  const { errors } = form.formState;
  const [start, deadline] = form.watch(['start_date', 'deadline']);
  const changesASetDate =
    (current.start_date !== null && start !== current.start_date) ||
    (current.deadline !== null && deadline !== current.deadline);

  const submit = form.handleSubmit((values) =>
    update.mutate(
      {
        start_date: values.start_date,
        deadline: values.deadline,
        ...(values.reason.trim() ? { change_log: { reason: values.reason.trim() } } : {}),
      },
      {
        onSuccess: () => {
          notifyProjectUpdated();
          onClose();
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, { ...FIELD_KEYS, 'change_log.reason': 'reason' });
        },
      },
    ),
  );

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Project timeline"
      centered
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {update.isError && !Object.keys(errors).length ? (
            <Alert role="alert" color="red" variant="light">
              {errorMessage(update.error)}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <FormDateField
              control={form.control}
              name="start_date"
              label="Start date"
              required
              max={deadline || '2099-12-31'}
              error={errors.start_date?.message}
            />
            <FormDateField
              control={form.control}
              name="deadline"
              label="Deadline"
              required
              min={start || undefined}
              max="2099-12-31"
              error={errors.deadline?.message}
            />
          </SimpleGrid>
          {changesASetDate ? (
            <Textarea
              label="Reason for the change"
              description="Kept in the timeline change log, for everyone on the project to see."
              required
              autosize
              minRows={2}
              maxLength={1000}
              error={errors.reason?.message}
              {...form.register('reason')}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save timeline
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
