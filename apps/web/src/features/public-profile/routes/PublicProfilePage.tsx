import { peopleMessages } from '@kazi/shared/messages/people';
import { Anchor, Box, Card, Container, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Logo } from '@/app/shell/Logo.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { publicProfileQueryOptions } from '@/features/developer-profile/api/talent-profiles.ts';
import { TalentProfileView } from '@/features/developer-profile/components/TalentProfileView.tsx';
import { ApiError } from '@/lib/api/errors.ts';
import { paths } from '@/lib/paths.ts';

function Unavailable() {
  return (
    <Card maw={560} mx="auto" mt="xl" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden="true">
          <IconLinkOff size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz={24}>
          {peopleMessages.publicProfile.unavailableTitle}
        </Title>
        <Text c="dimmed">{peopleMessages.publicProfile.unavailableDetail}</Text>
      </Stack>
    </Card>
  );
}

/** A developer's shared profile (Share link): readable without signing in. */
export function PublicProfilePage() {
  const { key = '' } = useParams();
  const profile = useQuery({ ...publicProfileQueryOptions(key), retry: false });
  const name = profile.data?.display_name;
  useEffect(() => {
    const previous = document.title;
    document.title = name ? `${name} · Kazi` : 'Kazi';
    return () => {
      document.title = previous;
    };
  }, [name]);
  const gone = profile.error instanceof ApiError && profile.error.status === 404;

  return (
    <Box mih="100dvh" bg="var(--kazi-app-bg)">
      <Box
        component="header"
        py="sm"
        px="md"
        bg="var(--mantine-color-body)"
        style={{ borderBottom: '1px solid var(--kazi-border-subtle)' }}
      >
        <Container size="md" px={0}>
          <Group justify="space-between">
            <Anchor component={Link} to={paths.home} aria-label="Kazi home" underline="never">
              <Logo size={28} />
            </Anchor>
            <Text size="sm" c="dimmed">
              Developer profile
            </Text>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
        {profile.data ? (
          <TalentProfileView profile={profile.data} order={1} />
        ) : gone ? (
          <Unavailable />
        ) : profile.isError ? (
          <ErrorState error={profile.error} onRetry={() => profile.refetch()} retrying={profile.isFetching} />
        ) : (
          <Stack gap="lg" aria-busy="true" aria-label="Loading the profile">
            <Skeleton h={160} radius="lg" />
            <Skeleton h={220} radius="lg" />
          </Stack>
        )}
      </Container>
    </Box>
  );
}
