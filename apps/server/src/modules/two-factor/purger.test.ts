import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginChallenges, recoveryCodes, twoFactorCredentials, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs } from '../../test/client.ts';
import { enrol } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the personal data purge', () => {
  it('removes the authenticator secret, the recovery codes and pending sign-ins', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    await enrol(client);
    await anonymous(t.app).login(user.email, 'test-password');
    const rowsOf = async () => [
      ...(await t.app.db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, user.id))),
      ...(await t.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))),
      ...(await t.app.db.select().from(loginChallenges).where(eq(loginChallenges.userId, user.id))),
    ];
    expect(await rowsOf()).toHaveLength(12);
    await t.app.db
      .update(users)
      .set({ isActive: false, deactivatedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(users.id, user.id));
    await t.app.jobs.runNow('accounts.purge');
    expect(await rowsOf()).toEqual([]);
  });
});
