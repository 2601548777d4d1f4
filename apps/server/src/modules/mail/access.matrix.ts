import type { MatrixSection } from '../../test/matrix.ts';
import { only, succeeds } from '../../test/routes.ts';
import { sendMail } from './send.ts';

export const mailMatrix: MatrixSection = {
  expected: {
    'GET /api/mail/outbox/': only('admin'),
    'GET /api/mail/outbox/:id/': succeeds(only('admin'), 200),
  },
  requests: {
    'GET /api/mail/outbox/:id/': ({ ids }) => ({ kind: 'json', params: { id: ids.mailId as number } }),
  },
  unreachable: {
    // Admins read every mail: only one that does not exist is out of reach.
    'GET /api/mail/outbox/:id/': () => ({ kind: 'json', params: { id: 2_000_000_000 } }),
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
