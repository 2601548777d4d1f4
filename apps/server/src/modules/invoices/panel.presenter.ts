import { INVOICE_EVENT_LABELS } from '@kazi/shared/invoices/rules';
import type { invoiceCommentSchema, invoiceEventSchema } from '@kazi/shared/invoices/schemas';
import type { z } from 'zod';
import { presentPerson } from '../project-core/index.ts';
import type { CommentRow, EventRow } from './panel.repository.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** One line of the history timeline (spec 001 §3 Activity); the author is null for the system. */
export function presentEvent(row: EventRow): z.infer<typeof invoiceEventSchema> {
  const data = (row.data ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    action: row.action,
    label: INVOICE_EVENT_LABELS[row.action],
    timestamp: row.createdAt.toISOString(),
    data: {
      author: row.author ? presentPerson(row.author) : null,
      reason: text(data.reason),
      additional_info: text(data.additional_info),
      previous_status: text(data.previous_status),
      current_status: text(data.current_status),
    },
  };
}

/** One comment (spec 001 §3 Comment). */
export function presentComment(row: CommentRow): z.infer<typeof invoiceCommentSchema> {
  return {
    id: row.id,
    actor: row.actor ? presentPerson(row.actor) : null,
    data: { comment: row.body },
    timestamp: row.createdAt.toISOString(),
  };
}
