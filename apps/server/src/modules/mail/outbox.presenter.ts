import { linksHidden, redactLinks } from './compose.ts';
import type { OutboxRow } from './outbox.repository.ts';

/** A sensitive mail's links stay hidden unless the outbox is the mailbox (ADR 012). */
export function presentOutboxMail(row: OutboxRow, smtpConfigured: boolean) {
  const hidden = linksHidden(row, smtpConfigured);
  return {
    id: row.id,
    to: row.to,
    cc: row.cc,
    subject: row.subject,
    text: hidden ? redactLinks(row.text) : row.text,
    template: row.template,
    attachments: row.attachments.map((attachment) => ({
      ...attachment,
      download_url: `/api/files/${attachment.file_id}/download/`,
    })),
    sensitive: row.sensitive,
    links_hidden: hidden,
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}
