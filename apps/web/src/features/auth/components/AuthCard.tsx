import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** The "Back to log in" link under the card; hidden with false. */
  backToLogin?: boolean;
}

/** The card of the public account pages (sign-up, password reset), under the logo. */
export function AuthCard({ title, subtitle, children, backToLogin = true }: AuthCardProps) {
  useEffect(() => {
    document.title = `${title} · Kazi`;
  }, [title]);
  return (
    <Stack maw={460} mx="auto" gap="md">
      <Paper p={{ base: 'lg', sm: 32 }} radius="lg" withBorder shadow="sm">
        <Stack gap={4} mb="lg">
          <Title order={1} fz={26}>
            {title}
          </Title>
          {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
        </Stack>
        {children}
      </Paper>
      {backToLogin ? (
        <Anchor component={Link} to={paths.login} ta="center" size="sm" fw={500}>
          Back to log in
        </Anchor>
      ) : null}
    </Stack>
  );
}
