import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card inside a settings form. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title}>
      <Stack gap="md">
        <Stack gap={2}>
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
      </Stack>
    </Card>
  );
}
