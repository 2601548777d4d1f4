import { coreMessages } from '@kazi/shared/messages/core';
import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconBarrierBlock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';

interface NotAvailableYetProps {
  /** The area's name, e.g. 'Projects'. */
  title: string;
  /** Where the back link leads; the dashboard by default; null for no link. */
  backTo?: string | null;
  backLabel?: string;
  /** 2 inside the shell (the top bar holds the h1), 1 on pages without it. */
  order?: 1 | 2;
  /** Extra words under the title, e.g. the onboarding welcome. */
  children?: ReactNode;
}

/** The placeholder for an area a later release builds: its routes work, its content waits. */
export function NotAvailableYet({
  title,
  backTo = paths.dashboard,
  backLabel = 'Back to home',
  order = 2,
  children,
}: NotAvailableYetProps) {
  return (
    <Card maw={560} mx="auto" mt={{ base: 'md', sm: 'xl' }} p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
          <IconBarrierBlock size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={order} fz={24}>
          {title}
        </Title>
        {children}
        <Text fw={600}>{coreMessages.generic.notAvailableYet}</Text>
        <Text c="dimmed" size="sm" maw={420}>
          {coreMessages.generic.notAvailableYetDetail}
        </Text>
        {backTo ? (
          <Button
            component={Link}
            to={backTo}
            variant="light"
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          >
            {backLabel}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
