import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

const M = invoicesMessages.invoices;

/** Why an action failed, in the server's words (spec 001 §8: an error dialog with the server message). */
export function ActionErrorDialog({
  message,
  onClose,
  onClosed,
}: {
  message: string | null;
  onClose: () => void;
  onClosed: () => void;
}) {
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={M.errors.dialogTitle}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm" role="alert">
          {message}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {M.errors.dialogClose}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
