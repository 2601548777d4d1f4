import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';

interface MessagePageProps {
  icon: ReactNode;
  title: string;
  detail: string;
  color?: string;
}

/** A page that only explains something (not found, no access) and leads back home. */
export function MessagePage({ icon, title, detail, color }: MessagePageProps) {
  return (
    <Card maw={560} mx="auto" mt={{ base: 'md', sm: 'xl' }} p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={2} fz={24}>
          {title}
        </Title>
        <Text c="dimmed" maw={420}>
          {detail}
        </Text>
        <Button
          component={Link}
          to={paths.dashboard}
          variant="light"
          leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
        >
          Back to home
        </Button>
      </Stack>
    </Card>
  );
}
