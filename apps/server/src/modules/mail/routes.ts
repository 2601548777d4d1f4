import { pageQuery, paginated } from '@kazi/shared/api/pagination';
import { outboxMailSchema } from '@kazi/shared/mail/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { pageWindow, toPage } from '../../http/pagination.ts';
import { findOutboxMail, listOutbox, type OutboxRow } from './outbox.repository.ts';

const present = (row: OutboxRow) => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  template: row.template,
  status: row.status,
  attempts: row.attempts,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mail/outbox/',
    {
      config: { access: 'mail.view_outbox' },
      schema: {
        tags: ['Mail'],
        summary: 'Sent and queued mail, newest first (admins)',
        description: 'Without SMTP_URL this is the mailbox: every mail the platform sends is kept here.',
        querystring: pageQuery,
        response: { 200: paginated(outboxMailSchema) },
      },
    },
    async (request) => {
      const { rows, count } = await listOutbox(app.db, pageWindow(request.query));
      return toPage(request, request.query, count, rows.map(present));
    },
  );

  app.get(
    '/mail/outbox/:id/',
    {
      config: { access: 'mail.view_outbox' },
      schema: {
        tags: ['Mail'],
        summary: 'One mail (admins)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: outboxMailSchema },
      },
    },
    async (request) => {
      const row = await findOutboxMail(app.db, request.params.id);
      if (!row) throw AppError.notFound();
      return present(row);
    },
  );
};
