import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/ConfirmModal.tsx';

const M = invoicesMessages.invoices;

/**
 * A form's submit that asks first when it edits ("A confirmation prompt precedes every action",
 * spec 001 §2) and sends straight away when it creates; `dialog` is the question, to render.
 */
export function useEditConfirmation<T>(
  editing: boolean,
  message: string,
  send: (values: T) => Promise<void>,
) {
  const [confirming, setConfirming] = useState<T | null>(null);
  const dialog = (
    <ConfirmModal
      opened={confirming !== null}
      title={M.confirm.title}
      message={message}
      confirmLabel={M.confirm.yes}
      cancelLabel={M.confirm.cancel}
      onConfirm={() => {
        const values = confirming;
        setConfirming(null);
        if (values) void send(values);
      }}
      onCancel={() => setConfirming(null)}
    />
  );
  return { submit: (values: T) => (editing ? setConfirming(values) : send(values)), dialog };
}
