import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageFile } from '../../db/factories/files.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import {
  accountTokens,
  auditLog,
  files,
  invites,
  loginFailures,
  notifications,
  outbox,
  profiles,
  sessions,
  userSettings,
  users,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/client.ts';
import { createAccountToken } from '../auth/account-tokens.repository.ts';
import { sendMail } from '../mail/send.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function fileExists(storedName: string): Promise<boolean> {
  return new Promise((resolve) => {
    const stream = t.app.fileStore.read(storedName);
    stream.on('error', () => resolve(false));
    stream.on('open', () => {
      stream.destroy();
      resolve(true);
    });
  });
}

/** A deactivated developer with everything the purge must remove. */
async function deactivatedPerson(deactivatedDaysAgo: number) {
  const { user } = await loginAs(t.app, 'developer', {
    profile: {
      bio: 'I build things',
      phoneNumber: '+256772111222',
      street: 'Kampala Road',
      plotNumber: '1',
      postalCode: '256',
      city: 'Kampala',
      country: 'UG',
      vatNumber: 'UG123',
    },
  });
  const avatar = await createImageFile(t.app.db, user.id, 'me.png', t.app.fileStore);
  const idDocument = await createImageFile(t.app.db, user.id, 'passport.png', t.app.fileStore);
  await t.app.db.update(users).set({ avatarFileId: avatar }).where(eq(users.id, user.id));
  await t.app.db.update(profiles).set({ idDocumentFileId: idDocument }).where(eq(profiles.userId, user.id));
  await t.app.db.insert(userSettings).values({ userId: user.id, name: 'newsletter_email', enabled: false });
  await t.app.db.insert(notifications).values({
    recipientId: user.id,
    kind: 'rate_changed',
    subject: 'Your hours or rates changed',
    link: '/dashboard',
    key: 'purge-test',
  });
  await t.app.db.insert(invites).values({
    email: `friend-of-${user.id}@example.test`,
    firstName: 'F',
    lastName: 'G',
    type: 1,
    keyHash: `hash-${user.id}`,
    expiresAt: daysAgo(-7),
    createdById: user.id,
  });
  await createAccountToken(t.app.db, user.id, 'password_reset', 3_600_000);
  await t.app.db.insert(loginFailures).values({ accountKey: user.email, ip: '10.1.1.1' });
  await sendMail(t.app, { to: user.email, subject: 'Hi', text: 'Hello', template: 'test' });
  await t.app.db
    .update(users)
    .set({ isActive: false, deactivatedAt: daysAgo(deactivatedDaysAgo) })
    .where(eq(users.id, user.id));
  const stored = await t.app.db
    .select()
    .from(files)
    .where(inArray(files.id, [avatar, idDocument]));
  return { user, stored: stored.map((f) => f.storedName), fileIds: [avatar, idDocument] };
}

describe('accounts.purge', () => {
  it('purges accounts deactivated 7 days ago, keeps ids and the audit trail, and is safe to re-run', async () => {
    const due = await deactivatedPerson(8);
    const recent = await deactivatedPerson(6);
    const active = await createUserWithRole(t.app.db, 'client');
    for (const name of due.stored) expect(await fileExists(name)).toBe(true);

    await t.app.jobs.runNow('accounts.purge');

    const [user] = await t.app.db.select().from(users).where(eq(users.id, due.user.id));
    expect(user).toMatchObject({
      firstName: 'Deleted',
      lastName: `user ${due.user.id}`,
      email: `deleted-${due.user.id}@users.invalid`,
      passwordHash: null,
      avatarFileId: null,
      isActive: false,
    });
    expect(user?.personalDataPurgedAt).not.toBeNull();
    const [profile] = await t.app.db.select().from(profiles).where(eq(profiles.userId, due.user.id));
    expect(profile).toMatchObject({
      bio: null,
      phoneNumber: null,
      street: null,
      city: null,
      idDocumentFileId: null,
    });
    expect(profile).toMatchObject({ country: 'UG', vatNumber: 'UG123' });
    for (const name of due.stored) expect(await fileExists(name)).toBe(false);
    expect(await t.app.db.select().from(files).where(inArray(files.id, due.fileIds))).toEqual([]);
    for (const [table, column] of [
      [sessions, sessions.userId],
      [accountTokens, accountTokens.userId],
      [userSettings, userSettings.userId],
      [notifications, notifications.recipientId],
      [invites, invites.createdById],
    ] as const) {
      expect(await t.app.db.select().from(table).where(eq(column, due.user.id))).toEqual([]);
    }
    expect(await t.app.db.select().from(outbox).where(eq(outbox.to, due.user.email))).toEqual([]);
    expect(
      await t.app.db.select().from(loginFailures).where(eq(loginFailures.accountKey, due.user.email)),
    ).toEqual([]);
    const trail = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(due.user.id)));
    expect(trail.map((row) => row.action)).toContain('account.personal_data_purged');
    expect(JSON.stringify(trail)).not.toContain(due.user.email);

    // Not yet due, and active accounts, are untouched.
    const [recentRow] = await t.app.db.select().from(users).where(eq(users.id, recent.user.id));
    expect(recentRow).toMatchObject({ email: recent.user.email, personalDataPurgedAt: null });
    for (const name of recent.stored) expect(await fileExists(name)).toBe(true);
    const [activeRow] = await t.app.db.select().from(users).where(eq(users.id, active.id));
    expect(activeRow?.email).toBe(active.email);

    // A second run changes nothing more.
    const before = await t.app.db.select().from(users).where(eq(users.id, due.user.id));
    await t.app.jobs.runNow('accounts.purge');
    expect(await t.app.db.select().from(users).where(eq(users.id, due.user.id))).toEqual(before);
    const purgeRows = (
      await t.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(due.user.id)))
    ).filter((row) => row.action === 'account.personal_data_purged');
    expect(purgeRows).toHaveLength(1);
  });

  it('finishes a run that stopped after removing the bytes', async () => {
    const person = await deactivatedPerson(9);
    for (const name of person.stored) await t.app.fileStore.remove(name);
    await t.app.jobs.runNow('accounts.purge');
    const [user] = await t.app.db.select().from(users).where(eq(users.id, person.user.id));
    expect(user?.personalDataPurgedAt).not.toBeNull();
  });

  it('leaves a purged account deactivated: reactivation is refused', async () => {
    const person = await deactivatedPerson(10);
    await t.app.jobs.runNow('accounts.purge');
    const { client } = await loginAs(t.app, 'admin');
    const response = await client.post(`/api/users/${person.user.id}/status/change/`, { action: 'activate' });
    expect(response.statusCode).toBe(409);
  });
});
