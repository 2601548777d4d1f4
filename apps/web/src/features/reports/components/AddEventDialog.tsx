import { zodResolver } from '@hookform/resolvers/zod';
import { reportsMessages } from '@kazi/shared/messages/reports';
import { HAND_EVENT_TYPES, reportEventCreateBody } from '@kazi/shared/reports/schemas';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDateField } from '@/components/ui/DateField.tsx';
import { errorMessage } from '@/lib/api/errors.ts';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useAddReportEvent } from '../api/reports.ts';

const R = reportsMessages.reports;
const A = R.addEventForm;

const addEventForm = z.object({
  title: reportEventCreateBody.shape.title,
  type: z.enum(HAND_EVENT_TYPES, { error: R.invalidChoice }),
  due_at: z.string().min(1, R.dueRequired),
});
type AddEventValues = z.infer<typeof addEventForm>;

/** Staff add a client, internal or milestone event by hand: title, type and due date. */
export function AddEventDialog({
  projectId,
  opened,
  onClose,
}: {
  projectId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const add = useAddReportEvent(projectId);
  const form = useForm<AddEventValues>({
    resolver: zodResolver(addEventForm),
    defaultValues: { title: '', type: 'client', due_at: '' },
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    add.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        notifySuccess(R.eventAdded);
        close();
      },
      onError: (error) => applyServerErrors(error, form.setError, ['title', 'type', 'due_at']),
    }),
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={R.addEventTitle}
      centered
      closeButtonProps={{ 'aria-label': R.close }}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {add.isError && !Object.keys(errors).length ? (
            <Alert role="alert" color="red" variant="light">
              {errorMessage(add.error)}
            </Alert>
          ) : null}
          <TextInput
            label={A.title}
            required
            maxLength={200}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select
                label={A.type}
                required
                data={HAND_EVENT_TYPES.map((value) => ({ value, label: R.eventTypes[value] }))}
                name={field.name}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                onBlur={field.onBlur}
                allowDeselect={false}
                error={errors.type?.message}
              />
            )}
          />
          <FormDateField
            control={form.control}
            name="due_at"
            label={A.dueDate}
            required
            max="2099-12-31"
            error={errors.due_at?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {A.cancel}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {R.addEvent}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
