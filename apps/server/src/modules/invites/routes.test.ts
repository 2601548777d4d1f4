import { MESSAGES } from '@kazi/shared/messages';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invites, outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, refusal, type SignedIn } from '../../test/client.ts';
import { freshEmail, invite, keyMailedTo } from './test-support.ts';

const M = MESSAGES.invites;
let t: TestApp;
let admin: SignedIn;
let client: SignedIn;
let otherClient: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  client = await loginAs(t.app, 'client');
  otherClient = await loginAs(t.app, 'client');
});
afterAll(() => t.close());

describe('POST invites/', () => {
  it('invites a developer, mails a 7-day link and stores only the key’s hash', async () => {
    const { response, email } = await invite(client, {
      category: 'designer',
      email: 'Mixed.Case@Example.TEST',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      email: 'mixed.case@example.test',
      type: 1,
      category: 'designer',
      display_type: 'Designer',
      used: false,
      resent: false,
      expired: false,
      invited_by: { id: client.user.id },
    });
    const days = (Date.parse(body.expires_at) - Date.parse(body.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
    const key = await keyMailedTo(t.app.db, email.toLowerCase());
    expect(key.length).toBeGreaterThanOrEqual(43);
    const [row] = await t.app.db.select().from(invites).where(eq(invites.id, body.id));
    expect(row?.keyHash).not.toContain(key);
    expect(JSON.stringify(body)).not.toContain(key);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'invite.create'))
      .limit(1);
    expect(audit?.actorId).toBe(client.user.id);
  });

  it('lists every missing field with the spec’s messages', async () => {
    const response = await client.client.post('/api/invites/', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: [M.emailRequired],
      first_name: [M.firstNameRequired],
      last_name: [M.lastNameRequired],
      type: [M.typeRequired],
    });
  });

  it('refuses unknown keys (mass assignment) and changes nothing', async () => {
    const before = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(invites);
    const { response } = await invite(admin, { used: true, key: 'mine', created_by_id: 1 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['created_by_id', 'key', 'used']);
    const after = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(invites);
    expect(after).toEqual(before);
  });

  it('lets only admins invite types other than developers', async () => {
    for (const type of [2, 3, 6, 7]) {
      const refused = await invite(client, { type });
      expect(refused.response.statusCode).toBe(403);
      expect(refused.response.json()).toEqual(refusal(M.onlyDevelopers));
      const allowed = await invite(admin, { type, category: 'designer' });
      expect(allowed.response.statusCode).toBe(201);
      expect(allowed.response.json().category).toBeNull();
    }
  });

  it('tells staff-side inviters that an email has an account', async () => {
    const taken = await invite(admin, { email: client.user.email.toUpperCase() });
    expect(taken.response.statusCode).toBe(400);
    expect(taken.response.json()).toEqual({ email: [M.userExists] });
  });

  it('answers a client as for a new address, and mails the account holder instead', async () => {
    const fresh = await invite(client);
    const taken = await invite(client, { email: otherClient.user.email.toUpperCase() });
    expect(taken.response.statusCode).toBe(fresh.response.statusCode);
    const body = taken.response.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(fresh.response.json()).sort());
    expect(body).toMatchObject({ email: otherClient.user.email.toLowerCase(), used: false, expired: false });
    const pending = (await client.client.get('/api/invites/?used=False&page_size=200')).json();
    expect(pending.results.map((i: { id: number }) => i.id)).toContain(body.id);
    const [mail] = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, otherClient.user.email.toLowerCase()))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail).toMatchObject({ template: 'invite-existing-account', subject: M.existingAccountSubject });
    expect(mail?.text).not.toMatch(/signup\/invite/);
    expect(mail?.text).toContain('/forgot-password/');
  });

  it('resends the inviter’s pending invitation to the same email instead of doubling it', async () => {
    const { response, email } = await invite(client);
    const first = response.json();
    const oldKey = await keyMailedTo(t.app.db, email);
    await t.app.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.id, first.id));
    const again = await invite(client, {
      email: email.toUpperCase(),
      first_name: 'Neemah',
      category: 'designer',
    });
    expect(again.response.statusCode).toBe(200);
    expect(again.response.json()).toMatchObject({
      id: first.id,
      first_name: 'Neemah',
      category: 'designer',
      resent: true,
      expired: false,
    });
    const newKey = await keyMailedTo(t.app.db, email);
    expect(newKey).not.toBe(oldKey);
    expect((await anonymous(t.app).get(`/api/invites/key/${oldKey}/`)).statusCode).toBe(404);
    expect((await anonymous(t.app).get(`/api/invites/key/${newKey}/`)).statusCode).toBe(200);
    const rows = await t.app.db.select().from(invites).where(eq(invites.email, email));
    expect(rows).toHaveLength(1);
  });

  it('keeps one pending invitation when the same invite is sent twice at once', async () => {
    const email = freshEmail('twice');
    const results = await Promise.all([invite(client, { email }), invite(client, { email })]);
    expect(results.map((r) => r.response.statusCode).sort()).toEqual([200, 201]);
    const rows = await t.app.db.select().from(invites).where(eq(invites.email, email));
    expect(rows).toHaveLength(1);
  });

  it('lets other inviters invite the same email, without telling them of the first', async () => {
    const { email } = await invite(client);
    const other = await invite(otherClient, { email });
    expect(other.response.statusCode).toBe(201);
    expect(other.response.json().invited_by.id).toBe(otherClient.user.id);
  });

  it('holds one pending invitation per inviter and email in the database too', async () => {
    const { response, email } = await invite(client);
    const [row] = await t.app.db.select().from(invites).where(eq(invites.id, response.json().id));
    const duplicate = t.app.db.insert(invites).values({
      ...(row as typeof invites.$inferSelect),
      id: undefined,
      email: email.toUpperCase(),
      keyHash: 'x',
    });
    await expect(duplicate).rejects.toThrow();
  });
});

describe('GET invites/', () => {
  it('shows admins every invitation and others only their own; used=False lists the pending', async () => {
    const mine = (await invite(otherClient)).response.json();
    const list = async (who: SignedIn, query = '') => (await who.client.get(`/api/invites/${query}`)).json();
    const asOther = await list(otherClient, '?used=False');
    expect(
      asOther.results.every((i: { invited_by: { id: number } }) => i.invited_by.id === otherClient.user.id),
    ).toBe(true);
    expect(asOther.results.map((i: { id: number }) => i.id)).toContain(mine.id);
    const asClient = await list(client, '?used=False');
    expect(asClient.results.map((i: { id: number }) => i.id)).not.toContain(mine.id);
    const asAdmin = await list(admin, '?used=False&page_size=200');
    expect(asAdmin.count).toBeGreaterThan(asClient.count);
    expect(asAdmin.results.map((i: { id: number }) => i.id)).toContain(mine.id);
    expect((await list(admin, '?used=True')).results.every((i: { used: boolean }) => i.used)).toBe(true);
  });

  it('pages with next links that keep the filter', async () => {
    const body = (await admin.client.get('/api/invites/?used=False&page_size=2')).json();
    expect(body.results).toHaveLength(2);
    expect(body.next).toMatch(/used=False/);
    expect(body.next).toMatch(/page=2/);
  });

  it('runs the same few statements for 1 row as for 50', async () => {
    const count = async (size: number) =>
      (await t.queries.count(() => admin.client.get(`/api/invites/?used=False&page_size=${size}`))).statements
        .length;
    for (let n = 0; n < 5; n++) await invite(admin);
    const one = await count(1);
    expect(one).toBeLessThanOrEqual(4);
    expect(await count(50)).toBe(one);
  });
});

describe('PATCH and DELETE invites/{id}/', () => {
  it('resends with a new key: the old link stops working, the new one works', async () => {
    const { response, email } = await invite(client);
    const id = response.json().id;
    const oldKey = await keyMailedTo(t.app.db, email);
    const resent = await client.client.patch(`/api/invites/${id}/`, { id, email, resend: true });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ resent: true, expired: false });
    const newKey = await keyMailedTo(t.app.db, email);
    expect(newKey).not.toBe(oldKey);
    expect((await anonymous(t.app).get(`/api/invites/key/${oldKey}/`)).statusCode).toBe(404);
    expect((await anonymous(t.app).get(`/api/invites/key/${newKey}/`)).json()).toEqual({
      email,
      first_name: 'Neema',
      last_name: 'Wanjiru',
      type: 1,
      display_type: 'Developer',
      category: 'developer',
    });
  });

  it('edits names without a new mail, and a new email with one', async () => {
    const { response, email } = await invite(client);
    const id = response.json().id;
    const key = await keyMailedTo(t.app.db, email);
    const edited = await client.client.patch(`/api/invites/${id}/`, { first_name: 'Neemah' });
    expect(edited.json()).toMatchObject({ first_name: 'Neemah', resent: false });
    expect(await keyMailedTo(t.app.db, email)).toBe(key);
    const moved = freshEmail('moved');
    expect((await client.client.patch(`/api/invites/${id}/`, { email: moved })).json()).toMatchObject({
      email: moved,
      resent: true,
    });
    expect(await keyMailedTo(t.app.db, moved)).toBeTruthy();
    expect((await anonymous(t.app).get(`/api/invites/key/${key}/`)).statusCode).toBe(404);
  });

  it('refuses a new email the inviter already has a pending invitation to', async () => {
    const { email } = await invite(client);
    const { response } = await invite(client);
    const moved = await client.client.patch(`/api/invites/${response.json().id}/`, { email });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ email: [M.alreadyInvited] });
  });

  it('resends a client’s invitation to an account holder as the account mail, without a link', async () => {
    const email = otherClient.user.email.toLowerCase();
    const { response } = await invite(client, { email });
    const id = response.json().id;
    const resent = await client.client.patch(`/api/invites/${id}/`, { id, email, resend: true });
    expect(resent.statusCode).toBe(200);
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect(mails.every((mail) => mail.template === 'invite-existing-account')).toBe(true);
    expect((await admin.client.patch(`/api/invites/${id}/`, { resend: true })).json()).toEqual({
      email: [M.userExists],
    });
  });

  it('answers 404 for someone else’s invitation and leaves it alone', async () => {
    const { response } = await invite(client);
    const id = response.json().id;
    expect((await otherClient.client.patch(`/api/invites/${id}/`, { resend: true })).statusCode).toBe(404);
    expect((await otherClient.client.delete(`/api/invites/${id}/`)).statusCode).toBe(404);
    expect((await admin.client.patch(`/api/invites/${id}/`, { last_name: 'Admin-edited' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a type change a non-admin may not make, and a path/body id mismatch', async () => {
    const { response } = await invite(client);
    const id = response.json().id;
    expect((await client.client.patch(`/api/invites/${id}/`, { type: 2 })).statusCode).toBe(403);
    expect(
      (await client.client.patch(`/api/invites/${id}/`, { id: id + 1000, resend: true })).statusCode,
    ).toBe(400);
  });

  it('deletes a pending invitation; its link dies; a used one is 409', async () => {
    const { response, email } = await invite(client);
    const id = response.json().id;
    const key = await keyMailedTo(t.app.db, email);
    expect((await client.client.delete(`/api/invites/${id}/`)).statusCode).toBe(204);
    expect((await anonymous(t.app).get(`/api/invites/key/${key}/`)).statusCode).toBe(404);
    expect((await client.client.delete(`/api/invites/${id}/`)).statusCode).toBe(404);

    const used = await invite(client);
    const usedKey = await keyMailedTo(t.app.db, used.email);
    await anonymous(t.app).post('/api/auth/register/', { invite_key: usedKey, password: 'a fine password' });
    const usedId = used.response.json().id;
    expect((await client.client.delete(`/api/invites/${usedId}/`)).json()).toEqual(refusal(M.used));
    expect((await client.client.patch(`/api/invites/${usedId}/`, { resend: true })).statusCode).toBe(409);
  });
});

describe('who may invite and what the mail says (ADR 018)', () => {
  it('refuses people who have not finished onboarding with 403, sending nothing', async () => {
    const unfinished = [
      ['client', { company: null }],
      ['space_lead', { profile: null, idDocument: false }],
    ] as const;
    for (const [role, overrides] of unfinished) {
      const onboarding = await loginAs(t.app, role, overrides);
      expect(onboarding.user.canContribute).toBe(false);
      const { response, email } = await invite(onboarding);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refusal(MESSAGES.api.forbidden));
      expect(await t.app.db.select().from(outbox).where(eq(outbox.to, email))).toEqual([]);
    }
  });

  it('puts the names people typed into the mail as inert text', async () => {
    const { response, email } = await invite(client, {
      first_name: '[Claim your bonus](http://evil.example/x)',
      last_name: 'Doe',
    });
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await t.app.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mail?.text).toContain('Hello [Claim your bonus] (http[:]//evil[.]example/x),');
    expect(mail?.text).not.toContain('http://evil');
    expect(mail?.text).not.toContain('](');
  });
});
