import { availabilityMessages } from '@kazi/shared/messages/availability';
import { format } from '@kazi/shared/messages/format';
import { Button } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/ConfirmModal.tsx';
import { errorMessage } from '@/lib/api/errors.ts';
import { notifyInfo, notifySuccess } from '@/lib/notify.ts';
import { useRemindCandidates } from '../api/polls.ts';

const M = availabilityMessages.availability;

interface RemindButtonProps {
  projectId: number;
  /** One person on the shortlist; without it, everyone who has not answered. */
  person?: { id: number; display_name: string };
  size?: 'xs' | 'sm';
}

/**
 * Reminds shortlisted people to say whether they are available (POST projects/{id}/remind/),
 * after a confirmation; a failure (already reminded today, not on the shortlist) stays in the
 * dialog. Self-contained, for the Shortlist tab's toolbar (everyone) and rows (one person).
 */
export function RemindButton({ projectId, person, size = 'sm' }: RemindButtonProps) {
  const [open, setOpen] = useState(false);
  const remind = useRemindCandidates(projectId);
  const close = () => {
    setOpen(false);
    remind.reset();
  };
  const confirm = () =>
    remind.mutate(person?.id, {
      onSuccess: ({ message }) => {
        setOpen(false);
        if (message === M.nobodyToRemind) notifyInfo(message);
        else notifySuccess(message);
      },
    });
  const label = person ? M.remindOne : M.remindAll;
  return (
    <>
      <Button
        variant="default"
        size={size}
        leftSection={<IconBellRinging size={16} aria-hidden="true" />}
        aria-label={person ? format(M.remindOneLabel, { name: person.display_name }) : undefined}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <ConfirmModal
        opened={open}
        title={M.remindConfirmTitle}
        message={person ? format(M.remindConfirmOne, { name: person.display_name }) : M.remindConfirmAll}
        confirmLabel={M.remindSend}
        cancelLabel={M.cancel}
        onConfirm={confirm}
        onCancel={close}
        loading={remind.isPending}
        error={remind.isError ? errorMessage(remind.error) : null}
      />
    </>
  );
}
