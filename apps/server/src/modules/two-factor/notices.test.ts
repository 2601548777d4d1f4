import { MESSAGES } from '@kazi/shared/messages';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs } from '../../test/client.ts';
import { enrol } from './test-helpers.ts';

// Security notices (ASVS 2.2.3): the person hears by mail when their second factor changes, or
// when a recovery code signs them in.

const M = MESSAGES.twoFactor;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailsTo = (email: string) =>
  t.app.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.id));

describe('two-factor security mails', () => {
  it('tell when it is turned on, when a recovery code signs in, and when it is turned off', async () => {
    const { client, user } = await loginAs(t.app, 'developer', { firstName: 'Amani' });
    const { recoveryCodes } = await enrol(client);
    const [enabled] = await mailsTo(user.email);
    expect(enabled?.subject).toBe(M.enabledMailSubject);
    expect(enabled?.text).toContain('Hello Amani,');
    expect(enabled?.text).toContain(M.enabledMailBody);
    expect(enabled?.text).toContain(M.notYouMail);

    const browser = anonymous(t.app);
    await browser.login(user.email, 'test-password');
    const wrong = await browser.post('/api/auth/login/two-factor/', { recovery_code: 'aaaa-bbbb-cccc-dddd' });
    expect(wrong.statusCode).toBe(400);
    expect(await mailsTo(user.email)).toHaveLength(1);
    const used = await browser.post('/api/auth/login/two-factor/', { recovery_code: recoveryCodes[0] });
    expect(used.statusCode, used.body).toBe(200);
    const recovery = (await mailsTo(user.email))[1];
    expect(recovery?.subject).toBe(M.recoveryUsedMailSubject);
    expect(recovery?.text).toContain(M.recoveryUsedMailBody.replace('{count}', '9'));

    const off = await browser.post('/api/me/two-factor/disable/', {
      password: 'test-password',
      recovery_code: recoveryCodes[1],
    });
    expect(off.statusCode, off.body).toBe(200);
    const all = await mailsTo(user.email);
    expect(all.map((mail) => mail.subject)).toEqual([
      M.enabledMailSubject,
      M.recoveryUsedMailSubject,
      M.disabledMailSubject,
    ]);
  });
});
