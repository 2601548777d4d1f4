import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One form of the account tab: a titled card. */
export function SettingsCard({
  title,
  description,
  children,
  danger = false,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <Card style={danger ? { borderColor: 'var(--mantine-color-red-3)' } : undefined}>
      <Stack gap={4} mb="md">
        <Title order={3} fz="lg">
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Card>
  );
}
