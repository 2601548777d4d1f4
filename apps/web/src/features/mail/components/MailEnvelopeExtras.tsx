import type { OutboxMail } from '@kazi/shared/mail/schemas';
import { coreMessages } from '@kazi/shared/messages/core';
import { format } from '@kazi/shared/messages/format';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';

const M = coreMessages.mail;

/** A mail's copy address and its attachments (an invoice's PDF), each a download for admins. */
export function MailEnvelopeExtras({ mail }: { mail: OutboxMail }) {
  if (!mail.cc && !mail.attachments.length) return null;
  return (
    <Stack gap={6}>
      {mail.cc ? (
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            {M.cc}:
          </Text>{' '}
          <span style={{ overflowWrap: 'anywhere' }}>{mail.cc}</span>
        </Text>
      ) : null}
      {mail.attachments.length ? (
        <Stack gap={4} component="section" aria-label={M.attachments}>
          <Text size="sm" c="dimmed">
            {M.attachments}
          </Text>
          {mail.attachments.map((attachment) => (
            <Group key={attachment.file_id} gap={6} wrap="nowrap">
              <IconPaperclip size={16} aria-hidden="true" />
              <Anchor
                href={attachment.download_url}
                size="sm"
                aria-label={format(M.downloadAttachment, { filename: attachment.filename })}
                style={{ overflowWrap: 'anywhere' }}
              >
                {attachment.filename}
              </Anchor>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
