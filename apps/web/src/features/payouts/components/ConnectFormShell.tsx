import { Button, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';

interface ConnectFormShellProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** The last failure of this method (stored per method, shown when the dialog reopens). */
  error: string | null;
  pending: boolean;
  /** Submit is blocked while errors exist: after a first try, until they are fixed. */
  blocked: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** The frame every provider form shares: the stored error, the fields, Cancel and the submit button. */
export function ConnectFormShell({
  onSubmit,
  onCancel,
  error,
  pending,
  blocked,
  submitLabel,
  children,
}: ConnectFormShellProps) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <ErrorAlert>{error}</ErrorAlert>
        {children}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending} disabled={blocked}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
