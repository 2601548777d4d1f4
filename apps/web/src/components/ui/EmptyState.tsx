import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

/** "Nothing here yet", with an optional next step. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <MantineEmptyState
      variant="light"
      py="xl"
      icon={icon ?? <IconInbox size={28} stroke={1.6} aria-hidden="true" />}
    >
      <MantineEmptyState.Title order={3}>{title}</MantineEmptyState.Title>
      {description ? <MantineEmptyState.Description>{description}</MantineEmptyState.Description> : null}
      {action ? <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
}
