import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous } from '../../test/client.ts';
import { users } from '../schema/index.ts';
import { seedDemo } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.db, { fileStore: t.app.fileStore });
});
afterAll(() => t.close());

const signIn = async (email: string) => {
  const client = anonymous(t.app);
  const response = await client.login(email, 'demo-password');
  return { client, response };
};

describe('demo accounts and access', () => {
  it('has pending invitations from the admin (all of them) and the client (their own)', async () => {
    const admin = (await signIn('admin@demo.test')).client;
    const all = (await admin.get('/api/invites/?used=False')).json();
    expect(all.count).toBeGreaterThanOrEqual(7);
    expect(all.results.some((i: { expired: boolean }) => i.expired)).toBe(true);
    expect(all.results.some((i: { resent: boolean }) => i.resent)).toBe(true);
    const client = (await signIn('client@demo.test')).client;
    const own = (await client.get('/api/invites/?used=False')).json();
    expect(own.count).toBe(3);
  });

  it('has a deactivated user to reactivate and a purged one that cannot be', async () => {
    const admin = (await signIn('admin@demo.test')).client;
    const list = (await admin.get('/api/users/?is_active=False')).json();
    const abilities = list.results.map((u: { abilities: { reactivate: boolean } }) => u.abilities.reactivate);
    expect(abilities).toEqual(expect.arrayContaining([true, false]));
    expect((await signIn('former.dev@demo.test')).response.statusCode).toBe(400);
  });

  it('leaves the onboarded demo accounts agreed, and asks Neema and Tunde', async () => {
    for (const email of ['dev@demo.test', 'designer@demo.test', 'client@demo.test']) {
      expect((await signIn(email)).response.json().user.has_agreed_latest_terms, email).toBe(true);
    }
    for (const email of ['neema@demo.test', 'tunde@demo.test']) {
      const { user } = (await signIn(email)).response.json();
      expect(user).toMatchObject({ has_agreed_latest_terms: false, can_contribute: true });
    }
  });

  it('has a created client who has not chosen a password yet', async () => {
    const [row] = await t.app.db.select().from(users).where(eq(users.email, 'ops@savannafreight.test'));
    expect(row).toMatchObject({ source: 3, passwordHash: null, type: 2 });
  });
});
