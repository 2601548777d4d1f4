import type { OutboxMail } from '@kazi/shared/mail/schemas';
import { coreMessages } from '@kazi/shared/messages/core';
import { Alert, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format/dates.ts';
import { MailEnvelopeExtras } from './MailEnvelopeExtras.tsx';
import { MailStatusBadge } from './MailStatusBadge.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
      {/* dt/dd pairs wrapped in a div, as <dl> allows. */}
      <Text component="dt" size="sm" c="dimmed" style={{ flex: 'none' }}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** One mail as the side panel shows it: envelope, status, then the plain text (secret links hidden when SMTP delivers). */
export function MailDetail({ mail }: { mail: OutboxMail }) {
  return (
    <Stack gap="md">
      <Stack component="dl" gap={8} m={0}>
        <Field label="To">{mail.to}</Field>
        <Field label="Template">{mail.template}</Field>
        <Field label="Status">
          <MailStatusBadge status={mail.status} />
        </Field>
        <Field label="Created">{formatDateTime(mail.created_at)}</Field>
        <Field label="Sent">{formatDateTime(mail.sent_at)}</Field>
        <Field label="Attempts">{mail.attempts}</Field>
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
      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {mail.text}
        </Text>
      </Paper>
    </Stack>
  );
}
