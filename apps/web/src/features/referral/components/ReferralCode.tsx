import { peopleMessages } from '@kazi/shared/messages/people';
import { Button, Code, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** The talent's referral code with a copy button ('Copied' for 600 ms). */
export function ReferralCode({ code }: { code: string }) {
  return (
    <Group gap="sm" wrap="wrap">
      <Text size="sm" fw={500}>
        {peopleMessages.referral.yourCode}:
      </Text>
      <Code fz="md" fw={700}>
        {code}
      </Code>
      <CopyButton value={code} timeout={600}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant="light"
            onClick={copy}
            leftSection={
              copied ? <IconCheck size={14} aria-hidden="true" /> : <IconCopy size={14} aria-hidden="true" />
            }
          >
            {copied ? 'Copied' : 'Copy code'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
