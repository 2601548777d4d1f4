import { format, MESSAGES } from '@kazi/shared/messages';
import { displayMoney } from '@kazi/shared/money/display';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { greeting, inert, inertBlock } from '../mail/compose.ts';
import { type NotificationEvent, notify } from '../notifications/notify.ts';
import { displayNameOf, loadPeople, type PersonRow } from '../project-core/index.ts';
import type { LoadedInvoice } from './loaded.repository.ts';
import type { InvoiceRecord } from './writes.repository.ts';

const M = MESSAGES.invoices.mail;
const SUBJECTS = MESSAGES.notifications.subjects;

/** Where an invoice is in the app: its project's payments (payouts), the invoice open in the side panel. */
const invoicePath = (invoice: InvoiceRecord) =>
  `/projects/${invoice.projectId}/pay/${invoice.type === 'purchase' ? 'payouts' : 'payments'}/all?invoice=${invoice.id}`;

type Announced = 'send_for_approval' | 'approve' | 'reject';

/**
 * Who is told of a transition (ADR 032), through the notification seam in its transaction: the
 * project's client (its owner) when an invoice awaits their approval; the invoice's creator when
 * it is approved (bell only) or rejected (with the reason, inert in the mail). Nobody is told of
 * their own action.
 */
export async function announceTransition(
  app: FastifyInstance,
  tx: Db,
  actorId: number,
  loaded: LoadedInvoice,
  after: InvoiceRecord,
  action: Announced,
  reason: { reason: string; additional_info?: string } | null,
): Promise<void> {
  const people = await loadPeople(tx, [actorId, after.createdById]);
  const actor = people.get(actorId);
  const recipient: PersonRow | null | undefined =
    action === 'send_for_approval' ? loaded.owner : after.createdById ? people.get(after.createdById) : null;
  if (!actor || !recipient || recipient.id === actorId) return;

  const link = invoicePath(after);
  const words = { title: after.title, project: loaded.project.title };
  const inertWords = {
    title: inert(after.title),
    project: inert(loaded.project.title),
    name: inert(displayNameOf(actor)),
  };
  const mail = (subject: string, body: string) => ({
    to: recipient.email,
    subject,
    template: `invoice-${action.replace(/_/g, '-')}`,
    text: `${greeting(recipient.firstName || displayNameOf(recipient))}\n\n${body}\n\n${M.openInvoice}\n${app.config.publicUrl}${link}\n\n${M.closing}`,
  });
  const base = { recipient: { id: recipient.id, email: recipient.email }, link };
  const event: NotificationEvent =
    action === 'send_for_approval'
      ? {
          ...base,
          kind: 'invoice_for_approval',
          subject: format(SUBJECTS.invoice_for_approval, words),
          key: `invoice-for-approval:${after.id}:${after.revision}`,
          mail: mail(
            format(M.forApprovalSubject, inertWords),
            format(M.forApprovalBody, {
              ...inertWords,
              amount: displayMoney(after.totalMinor, after.currency),
            }),
          ),
        }
      : action === 'approve'
        ? {
            ...base,
            kind: 'invoice_approved',
            subject: format(SUBJECTS.invoice_approved, words),
            key: `invoice-approved:${after.id}:${after.revision}`,
          }
        : {
            ...base,
            kind: 'invoice_rejected',
            subject: format(SUBJECTS.invoice_rejected, { ...words, reason: reason?.reason ?? '' }),
            key: `invoice-rejected:${after.id}:${after.revision}`,
            mail: mail(
              format(M.rejectedSubject, inertWords),
              `${format(M.rejectedBody, inertWords)}\n\n${inertBlock(
                [reason?.reason, reason?.additional_info].filter(Boolean).join('\n\n'),
              )}`,
            ),
          };
  await notify(app, tx, { actorId, mailLimit: 'invoice' }, [event]);
}
