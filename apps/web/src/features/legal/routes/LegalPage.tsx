import type { LegalDocument } from '@kazi/shared/legal/document';
import { Anchor, Box, Container, Group, Paper } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/app/shell/Logo.tsx';
import { useSession } from '@/features/auth/api/session.ts';
import { paths } from '@/lib/paths.ts';
import { LegalDocumentView } from '../components/LegalDocumentView.tsx';

/** A policy page, readable signed in or out (linked from Settings → Privacy and the cookie banner). */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { data: user } = useSession();
  useEffect(() => {
    window.document.title = `${document.title} · Kazi`;
  }, [document.title]);
  return (
    <Box mih="100dvh" bg="var(--kazi-app-bg)">
      <Box
        component="header"
        bg="var(--mantine-color-body)"
        style={{ borderBottom: '1px solid var(--kazi-border)' }}
      >
        <Group justify="space-between" h={64} px={{ base: 'md', sm: 'xl' }} maw={1200} mx="auto">
          <Logo />
          <Anchor component={Link} to={user ? paths.dashboard : paths.login} size="sm" fw={500}>
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden="true" />
              {user ? 'Back to Kazi' : 'Log in'}
            </Group>
          </Anchor>
        </Group>
      </Box>
      <Container component="main" size={780} py={{ base: 'lg', sm: 48 }} px="md">
        <Paper p={{ base: 'lg', sm: 40 }} radius="lg" withBorder>
          <LegalDocumentView document={document} />
        </Paper>
      </Container>
    </Box>
  );
}
