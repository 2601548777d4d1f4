import { format } from '@kazi/shared/messages/format';
import { shortlistShareMessages } from '@kazi/shared/messages/shortlist-share';
import { Anchor, Box, Card, Container, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Logo } from '@/app/shell/Logo.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { ApiError } from '@/lib/api/errors.ts';
import { formatDate } from '@/lib/format/dates.ts';
import { paths } from '@/lib/paths.ts';
import { sharedShortlistQuery } from '../api/shared-shortlist.ts';
import { CandidateCard } from '../components/CandidateCard.tsx';
import { UnlockForm } from '../components/UnlockForm.tsx';

const M = shortlistShareMessages.shortlistShare;

function Unavailable() {
  return (
    <Card maw={560} mx="auto" mt="xl" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden="true">
          <IconLinkOff size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz={22}>
          {M.unlockGenericTitle}
        </Title>
        <Text c="dimmed">{M.notFound}</Text>
      </Stack>
    </Card>
  );
}

/** `/shortlist/:key`: a shortlist shared with the client, behind the password from the e-mail (no account). */
export function SharedShortlistPage() {
  const { key = '' } = useParams();
  const shortlist = useQuery(sharedShortlistQuery(key));
  const opened = useRef(false);
  const title = shortlist.data?.project_title;
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${format(M.unlockTitle, { project: title })} · Kazi` : `${M.pageTitle} · Kazi`;
    return () => {
      document.title = previous;
    };
  }, [title]);
  if (shortlist.data) opened.current = true;
  const status = shortlist.error instanceof ApiError ? shortlist.error.status : null;
  // A refetch that finds the access ended (the view's cookie expired, the link revoked) leaves the
  // last data cached: the answer, not the cards, decides what shows.
  const ended = status === 403 || status === 404;

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
              {M.pageTitle}
            </Text>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
        {shortlist.data && !ended ? (
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
                {format(M.unlockTitle, { project: shortlist.data.project_title })}
              </Title>
              <Text size="sm">{M.intro}</Text>
              <Text size="xs" c="dimmed">
                {format(M.expiresOn, { date: formatDate(shortlist.data.expires_at) })}
              </Text>
            </Stack>
            {shortlist.data.candidates.length ? (
              shortlist.data.candidates.map((candidate) => (
                <CandidateCard key={candidate.id} shareKey={key} candidate={candidate} />
              ))
            ) : (
              <Card p="lg">
                <Text c="dimmed">{M.noCandidates}</Text>
              </Card>
            )}
          </Stack>
        ) : status === 404 ? (
          <Unavailable />
        ) : status === 403 ? (
          <UnlockForm shareKey={key} expired={opened.current} />
        ) : shortlist.isError ? (
          <ErrorState
            error={shortlist.error}
            onRetry={() => shortlist.refetch()}
            retrying={shortlist.isFetching}
          />
        ) : (
          <Stack gap="lg" aria-busy="true" aria-label={M.loading}>
            <Skeleton h={60} radius="lg" />
            <Skeleton h={220} radius="lg" />
          </Stack>
        )}
      </Container>
    </Box>
  );
}
