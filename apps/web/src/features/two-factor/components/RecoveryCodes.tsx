import { securityMessages } from '@kazi/shared/messages/security';
import { Button, CopyButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';

const M = securityMessages.twoFactor;

/** The recovery codes, shown once after the set-up: copy them, then say they are saved. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={3} fz="md">
          {M.recoveryCodesTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {M.recoveryCodesHelp}
        </Text>
      </Stack>
      <SimpleGrid
        component="ul"
        aria-label={M.recoveryCodesTitle}
        cols={{ base: 1, xs: 2 }}
        spacing="xs"
        p="md"
        m={0}
        style={{ listStyle: 'none', border: '1px solid var(--kazi-border)', borderRadius: 8 }}
      >
        {codes.map((code) => (
          <Text component="li" key={code} ff="monospace" fz="sm">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? M.codesCopied : M.copyCodes}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{M.recoveryCodesSaved}</Button>
      </Group>
    </Stack>
  );
}
