import { zodResolver } from '@hookform/resolvers/zod';
import { format } from '@kazi/shared/messages/format';
import { shortlistMessages } from '@kazi/shared/messages/shortlist';
import {
  type RemoveFromShortlistForm,
  removeFromShortlistForm,
  SHORTLIST_REASON_MAX,
} from '@kazi/shared/opportunities/shortlist';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useShortlistAction } from '../api/shortlist.ts';
import { notifyShortlistFailure } from '../toasts.ts';

const S = shortlistMessages.shortlist;

/** Confirms removing one or many people from the shortlist, with the reason the spec requires. */
export function RemoveFromShortlistDialog({
  projectId,
  people,
  onClose,
  onRemoved,
}: {
  projectId: number;
  /** Who is removed; the dialog is open while there is someone. */
  people: { id: number; display_name: string }[];
  onClose: () => void;
  onRemoved: () => void;
}) {
  const action = useShortlistAction(projectId);
  const form = useForm<RemoveFromShortlistForm>({
    resolver: zodResolver(removeFromShortlistForm),
    defaultValues: { reason: '' },
  });
  const close = () => {
    form.reset();
    action.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    action.mutate(
      { action: 'remove', users: people.map((person) => ({ id: person.id })), reason: values.reason },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          form.reset();
          onRemoved();
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, ['reason']);
          notifyShortlistFailure();
        },
      },
    ),
  );
  return (
    <Modal
      opened={people.length > 0}
      onClose={close}
      title={S.removeTitle}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {format(S.removeConfirm, { names: people.map((person) => person.display_name).join(', ') })}
          </Text>
          <Textarea
            label={S.reason}
            placeholder={S.reasonPlaceholder}
            required
            autosize
            minRows={3}
            maxLength={SHORTLIST_REASON_MAX}
            data-autofocus
            error={form.formState.errors.reason?.message}
            {...form.register('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {S.cancel}
            </Button>
            <Button type="submit" color="red" loading={action.isPending}>
              {S.remove}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
