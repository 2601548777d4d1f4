import { z } from 'zod';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'stored', 'failed'] as const;

/**
 * Every kind of mail a person's action sends to someone, each with its own limits (ADR 018).
 * Shortlist shares, reminders and invoices add their kind here (and a MAIL_LIMIT_* setting).
 */
export const MAIL_KINDS = [
  'invite',
  'team_invite',
  'reminder',
  'question',
  'timesheet_review',
  'shortlist_share',
  'interest_poll',
  'shortlist_feedback',
  'invoice',
  'invoice_reminder',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A file sent with a mail (an invoice's PDF); admins download it from the file route. */
const outboxAttachmentSchema = z.object({
  file_id: z.number().int(),
  filename: z.string(),
  content_type: z.string(),
  download_url: z.string(),
});

export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  cc: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  template: z.string(),
  attachments: z.array(outboxAttachmentSchema),
  /** The mail carries a one-time secret link (reset, set-password, invitation). */
  sensitive: z.boolean(),
  /** Its links are replaced by "[link hidden]" in `text` (sensitive mails when SMTP delivers). */
  links_hidden: z.boolean(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
