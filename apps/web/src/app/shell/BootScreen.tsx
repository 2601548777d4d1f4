import { coreMessages } from '@kazi/shared/messages/core';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { Logo } from './Logo.tsx';

/** Shown only while the session is verified (no artificial delay, unlike). */
export function BootScreen() {
  return (
    <Center component="main" mih="100dvh" bg="var(--kazi-app-bg)">
      <Stack align="center" gap="lg" role="status" aria-live="polite">
        <Logo size={44} />
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm" c="dimmed">
          {coreMessages.generic.loading}
        </Text>
      </Stack>
    </Center>
  );
}
