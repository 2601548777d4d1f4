import type { OutboxMail } from '@kazi/shared/mail/schemas';
import { coreMessages } from '@kazi/shared/messages/core';
import { Badge } from '@mantine/core';

const COLORS: Record<OutboxMail['status'], string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'kazi',
  stored: 'indigo',
  failed: 'red',
};

export function MailStatusBadge({ status }: { status: OutboxMail['status'] }) {
  return (
    <Badge color={COLORS[status]} variant="light" tt="none" size="md" style={{ minWidth: 'max-content' }}>
      {coreMessages.mail.statuses[status]}
    </Badge>
  );
}
