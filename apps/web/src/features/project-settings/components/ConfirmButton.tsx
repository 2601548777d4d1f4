import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';

interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The button's text, also the dialog's title. */
  label: string;
  question: string;
  detail?: ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  /** Runs the action; resolve to close the dialog. */
  onConfirm: () => Promise<unknown>;
  busy: boolean;
}

/** A button that asks before it acts (archive, convert, remove:, docs/quality.md). */
export function ConfirmButton({
  label,
  question,
  detail,
  confirmLabel,
  confirmColor,
  onConfirm,
  busy,
  ...button
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const confirm = () =>
    onConfirm().then(
      () => setOpen(false),
      () => undefined,
    );
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={open}
        onClose={() => setOpen(false)}
        title={label}
        centered
      >
        <Stack gap="lg">
          <Text>{question}</Text>
          {detail ? (
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button color={confirmColor} onClick={confirm} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
