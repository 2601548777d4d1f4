import { MESSAGES } from '@kazi/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, type SignedIn } from '../../test/client.ts';
import { invite, keyMailedTo } from './test-support.ts';

const M = MESSAGES.invites;
let t: TestApp;
let admin: SignedIn;
let client: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  client = await loginAs(t.app, 'client');
});
afterAll(() => t.close());

describe('POST auth/register/', () => {
  it('creates the account from the invitation, signs in and marks the invitation used', async () => {
    const { response, email } = await invite(admin, { type: 1, category: 'designer' });
    const key = await keyMailedTo(t.app.db, email);
    const visitor = anonymous(t.app);
    const registered = await visitor.post('/api/auth/register/', {
      invite_key: key,
      password: 'a fine password',
      first_name: 'Neema W.',
      agreed_to_terms: true,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().user).toMatchObject({
      email,
      first_name: 'Neema W.',
      last_name: 'Wanjiru',
      type: 1,
      category: 'designer',
      role: 'designer',
      can_contribute: false,
      has_agreed_latest_terms: true,
    });
    expect((await visitor.get('/api/auth/verify/')).json().user.email).toBe(email);
    const [row] = await t.app.db.select().from(invites).where(eq(invites.id, response.json().id));
    expect(row?.usedAt).not.toBeNull();
    expect(row?.usedById).toBe(registered.json().user.id);
    const again = await anonymous(t.app).post('/api/auth/register/', {
      invite_key: key,
      password: 'a fine password',
    });
    expect(again.json()).toEqual({ invite_key: [M.invalidKey] });
  });

  it('leaves the terms unanswered without agreed_to_terms', async () => {
    const { email } = await invite(client);
    const registered = await anonymous(t.app).post('/api/auth/register/', {
      invite_key: await keyMailedTo(t.app.db, email),
      password: 'a fine password',
    });
    expect(registered.json().user.has_agreed_latest_terms).toBe(false);
  });

  it.each([
    ['too short', 'short', [MESSAGES.passwords.tooShort]],
    ['common', 'Password123', [MESSAGES.passwords.common]],
    ['only digits', '90817263', [MESSAGES.passwords.numeric]],
  ])('refuses a password that is %s', async (_label, password, messages) => {
    const { email } = await invite(client);
    const response = await anonymous(t.app).post('/api/auth/register/', {
      invite_key: await keyMailedTo(t.app.db, email),
      password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ password: messages });
  });

  it('refuses an expired or unknown key', async () => {
    const { response, email } = await invite(client);
    const key = await keyMailedTo(t.app.db, email);
    await t.app.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.id, response.json().id));
    for (const invite_key of [key, 'made-up-key']) {
      const refused = await anonymous(t.app).post('/api/auth/register/', {
        invite_key,
        password: 'a fine password',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ invite_key: [M.invalidKey] });
    }
    expect((await anonymous(t.app).get(`/api/invites/key/${key}/`)).statusCode).toBe(404);
  });

  it('uses a key once when five people race with it', async () => {
    const { email } = await invite(client);
    const key = await keyMailedTo(t.app.db, email);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        anonymous(t.app).post('/api/auth/register/', { invite_key: key, password: 'a fine password' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(4);
  });
});
