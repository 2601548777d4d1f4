import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * Why an action failed, above the form or buttons that tried it; nothing while there is nothing
 * to say. (A failed load is an `ErrorState`, with its retry.)
 */
export function ErrorAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden="true" />}>
      {children}
    </Alert>
  );
}
