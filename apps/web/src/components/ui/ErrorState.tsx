import { coreMessages } from '@kazi/shared/messages/core';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api/errors.ts';

interface ErrorStateProps {
  error: unknown;
  /** Shows a "Try again" button when given. */
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed load: the server's message (or the generic one) and a way to try again. */
export function ErrorState({ error, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      radius="lg"
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" fw={500}>
          {errorMessage(error)}
        </Text>
        {onRetry ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
            onClick={onRetry}
            loading={retrying}
          >
            {coreMessages.generic.retry}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
