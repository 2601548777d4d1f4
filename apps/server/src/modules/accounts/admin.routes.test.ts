import { MESSAGES } from '@kazi/shared/messages';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole } from '../../db/factories/users.ts';
import { auditLog, companies, outbox, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, refusal, type SignedIn } from '../../test/client.ts';

const U = MESSAGES.users;
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const clientBody = (email: string) => ({
  email,
  username: email,
  first_name: 'Ruth',
  last_name: 'Mwangi',
  source: 3,
  type: 2,
  company: {
    name: 'Savanna Freight Ltd',
    street: 'Mombasa Road',
    plot_number: '22',
    city: 'Nairobi',
    postal_code: '00100',
    country: 'KE',
    vat_number: '',
  },
});

describe('GET users/', () => {
  it('filters by status, account type, type and search, 20 a page', async () => {
    const designer = await createUserWithRole(t.app.db, 'designer', {
      firstName: 'Zawadi',
      lastName: 'Unique',
    });
    const gone = await createUserWithRole(t.app.db, 'client', { isActive: false, deactivatedAt: new Date() });
    const get = async (query: string) => (await admin.client.get(`/api/users/?${query}`)).json();
    const active = await get('is_active=True&account_type=developer&search=zawadi');
    expect(active.results.map((u: { id: number }) => u.id)).toEqual([designer.id]);
    expect(active.results[0]).toMatchObject({
      role: 'designer',
      role_label: 'Designer',
      is_active: true,
      abilities: { deactivate: true, reactivate: false },
    });
    const inactive = await get('is_active=False');
    expect(inactive.results.map((u: { id: number }) => u.id)).toContain(gone.id);
    expect(inactive.results.every((u: { is_active: boolean }) => !u.is_active)).toBe(true);
    expect((await get('account_type=admin')).results.map((u: { id: number }) => u.id)).toContain(
      admin.user.id,
    );
    expect(
      (await get('type=2&search=acme')).results.every((u: { company: { name: string } }) => u.company?.name),
    ).toBe(true);
    expect((await get('search=%25')).count).toBe(0);
    expect((await get('')).results.length).toBeLessThanOrEqual(20);
  });

  it('runs the same few statements for 1 row as for 50', async () => {
    for (let n = 0; n < 6; n++) await createUserWithRole(t.app.db, 'client');
    const count = async (size: number) =>
      (await t.queries.count(() => admin.client.get(`/api/users/?is_active=True&page_size=${size}`)))
        .statements.length;
    const one = await count(1);
    expect(one).toBeLessThanOrEqual(4);
    expect(await count(50)).toBe(one);
  });

  it('refuses a bad filter', async () => {
    expect((await admin.client.get('/api/users/?account_type=root')).statusCode).toBe(400);
  });
});

describe('POST users/{id}/status/change/', () => {
  it('deactivates (sessions end at once) and reactivates, with the server’s message', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const off = await admin.client.post(`/api/users/${user.id}/status/change/`, { action: 'deactivate' });
    expect(off.json()).toEqual({ message: U.deactivated });
    expect((await client.get('/api/auth/verify/')).statusCode).toBe(401);
    const again = await admin.client.post(`/api/users/${user.id}/status/change/`, { action: 'deactivate' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal(U.alreadyDeactivated));
    const on = await admin.client.post(`/api/users/${user.id}/status/change/`, { action: 'activate' });
    expect(on.json()).toEqual({ message: U.reactivated });
    expect((await anonymous(t.app).login(user.email, 'test-password')).statusCode).toBe(200);
    expect(
      (await admin.client.post(`/api/users/${user.id}/status/change/`, { action: 'activate' })).json(),
    ).toEqual(refusal(U.alreadyActive));
    const actions = await t.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(user.id)));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['user.deactivate', 'user.reactivate']),
    );
  });

  it('makes exactly one transition when 10 admins race', async () => {
    const user = await createUserWithRole(t.app.db, 'developer');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin.client.post(`/api/users/${user.id}/status/change/`, { action: 'deactivate' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(user.id)));
    expect(rows.filter((r) => r.action === 'user.deactivate')).toHaveLength(1);
  });

  it('refuses a purged account, one’s own, an unknown user and a bad action', async () => {
    const purged = await createUserWithRole(t.app.db, 'developer', {
      isActive: false,
      personalDataPurgedAt: new Date(),
    });
    const refused = await admin.client.post(`/api/users/${purged.id}/status/change/`, { action: 'activate' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(refusal(U.purged));
    expect(
      (
        await admin.client.post(`/api/users/${admin.user.id}/status/change/`, { action: 'deactivate' })
      ).json(),
    ).toEqual({ action: [U.ownStatus] });
    expect(
      (await admin.client.post('/api/users/999999/status/change/', { action: 'deactivate' })).statusCode,
    ).toBe(404);
    expect(
      (await admin.client.post(`/api/users/${purged.id}/status/change/`, { action: 'delete' })).statusCode,
    ).toBe(400);
  });
});

describe('the last active admin', () => {
  /** Only `keep` stay active admins while `run` runs; the others are restored after. */
  async function withOnlyAdmins(keep: number[], run: () => Promise<void>) {
    const others = await t.app.db
      .update(users)
      .set({ isActive: false })
      .where(and(eq(users.isAdmin, true), eq(users.isActive, true), notInArray(users.id, keep)))
      .returning({ id: users.id });
    try {
      await run();
    } finally {
      if (others.length) {
        await t.app.db
          .update(users)
          .set({ isActive: true })
          .where(
            inArray(
              users.id,
              others.map((o) => o.id),
            ),
          );
      }
    }
  }
  const activeAdmins = async (ids: number[]) =>
    (
      await t.app.db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.isActive, true)))
    ).length;

  it('stays when two admins deactivate each other at once', async () => {
    const [a, b] = [await loginAs(t.app, 'admin'), await loginAs(t.app, 'admin')];
    await withOnlyAdmins([a.user.id, b.user.id], async () => {
      const results = await Promise.all([
        a.client.post(`/api/users/${b.user.id}/status/change/`, { action: 'deactivate' }),
        b.client.post(`/api/users/${a.user.id}/status/change/`, { action: 'deactivate' }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)?.json()).toEqual(refusal(U.lastAdmin));
      expect(await activeAdmins([a.user.id, b.user.id])).toBe(1);
    });
  });

  it('stays when one admin leaves while deactivating the other', async () => {
    const [a, b] = [await loginAs(t.app, 'admin'), await loginAs(t.app, 'admin')];
    await withOnlyAdmins([a.user.id, b.user.id], async () => {
      const results = await Promise.all([
        a.client.post('/api/me/account/deactivate/', { password: 'test-password' }),
        a.client.post(`/api/users/${b.user.id}/status/change/`, { action: 'deactivate' }),
      ]);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(1);
      expect(await activeAdmins([a.user.id, b.user.id])).toBe(1);
    });
  });
});

describe('POST users/ (create client)', () => {
  it('creates the client and company and mails a set-password link that works once', async () => {
    const response = await admin.client.post('/api/users/', clientBody('Ruth@Savanna.TEST'));
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      email: 'ruth@savanna.test',
      role: 'client',
      type: 2,
      company: { name: 'Savanna Freight Ltd' },
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({ source: 3, passwordHash: null });
    const [company] = await t.app.db.select().from(companies).where(eq(companies.ownerId, created.id));
    expect(company).toMatchObject({ city: 'Nairobi', country: 'KE', vatNumber: null });
    const [mail] = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'ruth@savanna.test'))
      .orderBy(desc(outbox.id));
    const match = mail?.text.match(/\/password\/([\w-]+)\/([\w-]+)/);
    expect(match).toBeTruthy();
    const body = {
      uid: match?.[1],
      token: match?.[2],
      new_password1: 'savanna freight 2026',
      new_password2: 'savanna freight 2026',
    };
    const set = await anonymous(t.app).post('/api/auth/password/reset/confirm/', body);
    expect(set.json()).toEqual({ detail: MESSAGES.passwords.setDone });
    expect((await anonymous(t.app).login('ruth@savanna.test', 'savanna freight 2026')).statusCode).toBe(200);
    expect((await anonymous(t.app).post('/api/auth/password/reset/confirm/', body)).statusCode).toBe(400);
  });

  it('answers the first email error for a taken email, and every other field error', async () => {
    const taken = await admin.client.post('/api/users/', clientBody(admin.user.email.toUpperCase()));
    expect(taken.json()).toEqual({ email: [MESSAGES.invites.userExists] });
    const empty = await admin.client.post('/api/users/', { company: { country: 'choose' } });
    expect(empty.json()).toEqual({
      email: [MESSAGES.invites.emailRequired],
      first_name: [MESSAGES.invites.firstNameRequired],
      last_name: [MESSAGES.invites.lastNameRequired],
      'company.name': [U.companyRequired],
      'company.street': [U.streetRequired],
      'company.plot_number': [U.plotNumberRequired],
      'company.city': [U.cityRequired],
      'company.postal_code': [U.postalCodeRequired],
      'company.country': [U.chooseCountry],
    });
  });

  it('refuses another type, another username and forbidden keys, creating nothing', async () => {
    const email = 'sneaky@example.test';
    for (const patch of [{ type: 3 }, { username: 'root' }, { is_admin: true }, { source: 1 }]) {
      const response = await admin.client.post('/api/users/', { ...clientBody(email), ...patch });
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
    }
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('GET users/{id}/ answers one user, 404 when unknown', async () => {
    expect((await admin.client.get(`/api/users/${admin.user.id}/`)).json()).toMatchObject({
      id: admin.user.id,
      abilities: { deactivate: false, reactivate: false },
    });
    expect((await admin.client.get('/api/users/999999/')).statusCode).toBe(404);
  });
});
