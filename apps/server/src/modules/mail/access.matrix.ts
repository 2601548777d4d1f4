import type { MatrixSection } from '../../test/matrix.ts';
import { only } from '../../test/routes.ts';
import { sendMail } from './send.ts';

export const mailMatrix: MatrixSection = {
  expected: {
    'GET /api/mail/outbox/': only('admin'),
    'GET /api/mail/outbox/:id/': only('admin'),
  },
  requests: {
    'GET /api/mail/outbox/:id/': ({ ids }) => ({ kind: 'json', params: { id: ids.mailId as number } }),
  },
  async setup(app) {
    const mail = await sendMail(app, {
      to: 'a@example.test',
      subject: 'Hi',
      text: 'Hello',
      template: 'test',
    });
    return () => ({ mailId: mail.id });
  },
};
