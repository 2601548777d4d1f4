import { idParams } from '@kazi/shared/api/ids';
import { pageQuery, paginated } from '@kazi/shared/api/pagination';
import { outboxMailSchema } from '@kazi/shared/mail/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageWindow, toPage } from '../../http/pagination.ts';
import { presentOutboxMail } from './outbox.presenter.ts';
import { findOutboxEntry, listOutboxMails } from './outbox.service.ts';

const SECRETS =
  ' Mails that carry a one-time secret link (password reset, set-password, invitation) are `sensitive`:' +
  ' when SMTP_URL is set their links read "[link hidden]" here (`links_hidden`), and once delivered' +
  ' (or given up) the stored copy keeps only the redacted text. Without SMTP_URL ("mailbox mode")' +
  ' the links stay readable, since this outbox is then the only way they reach anyone.';

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const smtp = Boolean(app.config.mail.smtpUrl);
  app.get(
    '/mail/outbox/',
    {
      config: { access: 'mail.view_outbox' },
      schema: {
        tags: ['Mail'],
        summary: 'Sent and queued mail, newest first (admins)',
        description: `Without SMTP_URL this is the mailbox: every mail the platform sends is kept here.${SECRETS}`,
        querystring: pageQuery,
        response: { 200: paginated(outboxMailSchema) },
      },
    },
    async (request) => {
      const { rows, count } = await listOutboxMails(app.db, pageWindow(request.query));
      return toPage(
        request,
        request.query,
        count,
        rows.map((row) => presentOutboxMail(row, smtp)),
      );
    },
  );

  app.get(
    '/mail/outbox/:id/',
    {
      config: { access: 'mail.view_outbox' },
      schema: {
        tags: ['Mail'],
        summary: 'One mail (admins)',
        description: SECRETS.trim(),
        params: idParams,
        response: { 200: outboxMailSchema },
      },
    },
    async (request) => {
      return presentOutboxMail(await findOutboxEntry(app.db, request.params.id), smtp);
    },
  );
};
