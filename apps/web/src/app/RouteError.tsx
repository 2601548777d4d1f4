import { coreMessages } from '@kazi/shared/messages/core';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { Logo } from './shell/Logo.tsx';

/**
 * The last resort when rendering or loading a route throws, typically a code chunk that went
 * missing after a new release: reloading fetches the current one.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={440} ta="center">
        <Logo size={40} />
        <Title order={1} fz={24}>
          {coreMessages.generic.error}
        </Title>
        <Text c="dimmed">Reloading the page usually helps. If it keeps happening, please let us know.</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Center>
  );
}
