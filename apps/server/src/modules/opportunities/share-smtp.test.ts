import { MESSAGES } from '@kazi/shared/messages';
import type { SendEmailResponse } from '@kazi/shared/opportunities/share';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../db/factories/projects.ts';
import { shortlistPeople } from '../../db/factories/shortlist-shares.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type SignedIn } from '../../test/client.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';

// The share mail carries a link and a password: with SMTP, admins never read them, and once the
// mail is out only the redacted text stays in the outbox (ADR 012).

describe('a shared shortlist mail with SMTP configured', () => {
  const sink = new SmtpSink();
  let t: TestApp;
  let staff: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: await sink.start() });
    staff = await loginAs(t.app, 'staff');
    admin = await loginAs(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('delivers the link and password, then keeps neither', async () => {
    const candidate = await createUserWithRole(t.app.db, 'developer');
    const p = await createProject(t.app.db, { stage: 'opportunity', title: 'Pesa ledger' });
    await shortlistPeople(t.app.db, p.id, [candidate.id]);
    const response = await staff.client.post('/api/send-email/', {
      project: { id: p.id },
      email: 'buyer@pesa.test',
      message: 'Our best one.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { access_link, access_password } = response.json<SendEmailResponse>();
    const [queued] = await t.app.db.select().from(outbox).where(eq(outbox.to, 'buyer@pesa.test'));
    const shown = (await admin.client.get(`/api/mail/outbox/${queued?.id}/`)).json<{ text: string }>();
    expect(shown.text).not.toContain(access_link);
    expect(shown.text).not.toContain(access_password);

    await t.app.jobs.runNow('mail.deliver');

    const delivered = sink.received
      .find((mail) => mail.to.includes('<buyer@pesa.test>'))
      ?.data.replace(/=\r\n/g, '');
    expect(delivered).toContain(access_password);
    expect(delivered).toContain(access_link.split('/shortlist/')[1]?.slice(0, 20));
    const [kept] = await t.app.db.select().from(outbox).where(eq(outbox.to, 'buyer@pesa.test'));
    expect(kept?.status).toBe('sent');
    expect(kept?.text).not.toContain(access_password);
    expect(kept?.text).not.toContain(access_link);
    expect(kept?.text).toContain(`Password: ${MESSAGES.shortlistShare.mail.passwordHidden}`);
    expect(kept?.text).toContain('Our best one.');
  });
});
