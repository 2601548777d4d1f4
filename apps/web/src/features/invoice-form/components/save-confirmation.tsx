import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/ConfirmModal.tsx';

const M = invoicesMessages.invoices;

/**
 * A form's submit that asks first, on create as on edit ("A confirmation prompt precedes every
 * action", spec 001 §2), and sends once answered; `dialog` is the question, to render.
 */
export function useSaveConfirmation<T>(question: string, send: (values: T) => Promise<void>) {
  const [confirming, setConfirming] = useState<T | null>(null);
  const dialog = (
    <ConfirmModal
      opened={confirming !== null}
      title={M.confirm.title}
      message={question}
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
  return { submit: (values: T) => setConfirming(values), dialog };
}
