import { MESSAGES } from '@kazi/shared/messages';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginChallenges, recoveryCodes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs } from '../../test/client.ts';
import { CHALLENGES_KEPT } from './challenge.repository.ts';
import { enrol, totpAt } from './test-helpers.ts';

// One pending sign-in, many second factors at once: one signs in, and no other code is spent.
// The embedded database answers without yielding to other requests, so the lookup of the pending
// sign-in is held back a moment: every parallel request has found it before any checks its code.
vi.mock('./challenge.repository.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./challenge.repository.ts')>();
  return {
    ...original,
    findChallengeUser: async (...args: Parameters<typeof original.findChallengeUser>) => {
      const user = await original.findChallengeUser(...args);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return user;
    },
  };
});

const M = MESSAGES.twoFactor;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function pendingSignIn() {
  const { client, user } = await loginAs(t.app, 'developer');
  const enrolled = await enrol(client);
  const browser = anonymous(t.app);
  expect((await browser.login(user.email, 'test-password')).json()).toEqual({ two_factor_required: true });
  return { ...enrolled, browser, user };
}

const spent = async (userId: number) => {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNotNull(recoveryCodes.usedAt)));
  return Number(row?.n);
};

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

describe('parallel second factors on one pending sign-in', () => {
  it('two different recovery codes: one signs in, the other is 400 and its code stays unused', async () => {
    const { browser, recoveryCodes: codes, user } = await pendingSignIn();
    const responses = await Promise.all(
      [codes[0], codes[1]].map((code) =>
        browser.post('/api/auth/login/two-factor/', { recovery_code: code }),
      ),
    );
    expect(statuses(responses)).toEqual([200, 400]);
    expect(responses.find((r) => r.statusCode === 400)?.json()).toEqual({
      non_field_errors: [M.challengeExpired],
    });
    expect(await spent(user.id)).toBe(1);
  });

  it('the same recovery code twice: one signs in', async () => {
    const { browser, recoveryCodes: codes, user } = await pendingSignIn();
    const responses = await Promise.all(
      [0, 1].map(() => browser.post('/api/auth/login/two-factor/', { recovery_code: codes[2] })),
    );
    expect(statuses(responses)).toEqual([200, 400]);
    expect(await spent(user.id)).toBe(1);
  });

  it('the same code from the app twice: one signs in', async () => {
    const { browser, secret } = await pendingSignIn();
    const code = await totpAt(secret, 1);
    const responses = await Promise.all(
      [0, 1].map(() => browser.post('/api/auth/login/two-factor/', { code })),
    );
    expect(statuses(responses)).toEqual([200, 400]);
  });
});

describe('pending sign-ins per person', () => {
  it(`keep only the ${CHALLENGES_KEPT} newest`, async () => {
    const { user } = await pendingSignIn();
    for (let i = 0; i < CHALLENGES_KEPT + 3; i++) await anonymous(t.app).login(user.email, 'test-password');
    const [row] = await t.app.db
      .select({ n: count() })
      .from(loginChallenges)
      .where(eq(loginChallenges.userId, user.id));
    expect(Number(row?.n)).toBe(CHALLENGES_KEPT);
  });

  it('past their 5 minutes are removed by the hourly clean-up', async () => {
    const { user } = await pendingSignIn();
    await anonymous(t.app).login(user.email, 'test-password');
    const [first] = await t.app.db.select().from(loginChallenges).where(eq(loginChallenges.userId, user.id));
    await t.app.db
      .update(loginChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginChallenges.id, first?.id as string));
    await t.app.jobs.runNow('sessions.cleanup');
    const left = await t.app.db.select().from(loginChallenges).where(eq(loginChallenges.userId, user.id));
    expect(left.map((row) => row.id)).not.toContain(first?.id);
    expect(left).toHaveLength(1);
  });
});
