import { z } from 'zod';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'stored', 'failed'] as const;

export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  template: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
