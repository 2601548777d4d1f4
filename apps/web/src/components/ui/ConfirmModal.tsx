import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  loading?: boolean;
  /** A failure of the confirmed action, shown in the dialog ("error dialog"). */
  error?: string | null;
  color?: string;
  /** After the dialog has faded out (focus has gone back to what opened it, if that is still there). */
  onClosed?: () => void;
}

/** A yes/no question before an action: deleting an entry, changing a payout account, leaving unsaved hours. */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  loading = false,
  error = null,
  color,
  onClosed,
}: ConfirmModalProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onCancel}
      onExitTransitionEnd={onClosed}
      title={title}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <ErrorAlert>{error}</ErrorAlert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} loading={loading} color={color}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
