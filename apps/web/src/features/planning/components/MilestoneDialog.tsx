import { zodResolver } from '@hookform/resolvers/zod';
import { projectsMessages } from '@kazi/shared/messages/projects';
import { dueDay } from '@kazi/shared/planning/rules';
import { type ProgressEvent, progressEventCreateBody } from '@kazi/shared/planning/schemas';
import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDateField } from '@/components/ui/DateField.tsx';
import { notifyProjectUpdated } from '@/features/project-settings/notify.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { useCreateMilestone, useUpdateMilestone } from '../api/planning.ts';

const P = projectsMessages.planning;

interface MilestoneDialogProps {
  projectId: number;
  /** The milestone to change, or null to add one. */
  milestone: ProgressEvent | null;
  opened: boolean;
  onClose: () => void;
}

function milestoneForm(previousDay: string | null) {
  return z
    .object({
      title: progressEventCreateBody.shape.title,
      due: z.string().min(1, P.dueRequired),
      reason: z.string(),
    })
    .superRefine((values, ctx) => {
      if (previousDay && values.due && values.due !== previousDay && !values.reason.trim()) {
        ctx.addIssue({ code: 'custom', path: ['reason'], message: P.reasonRequired });
      }
    });
}
type MilestoneValues = z.infer<ReturnType<typeof milestoneForm>>;

/** Add a milestone (title, due date), or change one: a new due date asks for a reason. */
export function MilestoneDialog({ projectId, milestone, opened, onClose }: MilestoneDialogProps) {
  const create = useCreateMilestone(projectId);
  const update = useUpdateMilestone(projectId);
  const previousDay = milestone ? dueDay(milestone.due_at) : null;
  const form = useForm<MilestoneValues>({
    resolver: zodResolver(milestoneForm(previousDay)),
    values: { title: milestone?.title ?? '', due: previousDay ?? '', reason: '' },
  });
  const { errors } = form.formState;
  const due = form.watch('due');
  const mutation = milestone ? update : create;

  const submit = form.handleSubmit((values) => {
    const input = {
      title: values.title.trim(),
      due_at: values.due,
      ...(values.reason.trim() ? { change_log: { reason: values.reason.trim() } } : {}),
    };
    const options = {
      onSuccess: () => {
        notifyProjectUpdated();
        onClose();
      },
      onError: (error: unknown) => {
        applyServerErrors(error, form.setError, {
          title: 'title',
          due_at: 'due',
          'change_log.reason': 'reason',
        });
      },
    };
    if (milestone) update.mutate({ id: milestone.id, ...input }, options);
    else create.mutate(input, options);
  });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title={milestone ? 'Change milestone' : 'Add milestone'}
      centered
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {mutation.isError && !Object.keys(errors).length ? (
            <Alert role="alert" color="red" variant="light">
              {errorMessage(mutation.error)}
            </Alert>
          ) : null}
          <TextInput
            label="Title"
            required
            maxLength={200}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <FormDateField
            control={form.control}
            name="due"
            label="Due date"
            required
            max="2099-12-31"
            error={errors.due?.message}
          />
          {previousDay && due && due !== previousDay ? (
            <Textarea
              label="Reason for the new due date"
              description="Kept in the timeline change log."
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
            <Button type="submit" loading={mutation.isPending}>
              {milestone ? 'Save milestone' : 'Add milestone'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
