import type { OutboxMail } from '@kazi/shared/mail/schemas';
import { coreMessages } from '@kazi/shared/messages/core';
import { Alert, Divider, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { DetailField } from '@/components/ui/DetailField.tsx';
import { formatDateTime } from '@/lib/format/dates.ts';
import { MailEnvelopeExtras } from './MailEnvelopeExtras.tsx';
import { MailStatusBadge } from './MailStatusBadge.tsx';

/** One mail as the side panel shows it: envelope, status, then the plain text (secret links hidden when SMTP delivers). */
export function MailDetail({ mail }: { mail: OutboxMail }) {
  return (
    <Stack gap="md">
      <Stack component="dl" gap={8} m={0}>
        <DetailField label="To">{mail.to}</DetailField>
        <DetailField label="Template">{mail.template}</DetailField>
        <DetailField label="Status">
          <MailStatusBadge status={mail.status} />
        </DetailField>
        <DetailField label="Created">{formatDateTime(mail.created_at)}</DetailField>
        <DetailField label="Sent">{formatDateTime(mail.sent_at)}</DetailField>
        <DetailField label="Attempts">{mail.attempts}</DetailField>
      </Stack>
      {mail.error ? (
        <Alert color="red" variant="light" title="Delivery error" role="note">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {mail.error}
          </Text>
        </Alert>
      ) : null}
      {mail.links_hidden ? (
        <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden="true" />} role="note">
          <Text size="sm">{coreMessages.mail.linksHiddenNote}</Text>
        </Alert>
      ) : null}
      <MailEnvelopeExtras mail={mail} />
      <Divider />
      <Paper withBorder radius="md" p="md" bg="var(--kazi-surface-muted)">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {mail.text}
        </Text>
      </Paper>
    </Stack>
  );
}
