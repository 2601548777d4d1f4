import { MESSAGES } from '@kazi/shared/messages';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole } from '../../db/factories/users.ts';
import { auditLog, outbox, sessions, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, refusal, TestClient } from '../../test/client.ts';

const A = MESSAGES.account;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('me/account/', () => {
  it('answers the invoice email and terms flags, with what one may set', async () => {
    const { client } = await loginAs(t.app, 'client', { invoiceEmail: 'billing@acme.test' });
    const response = await client.get('/api/me/account/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      invoice_email: 'billing@acme.test',
      agreed_at: null,
      has_agreed_latest_terms: false,
      latest_terms_created_at: '2022-12-08T00:00:00.000Z',
      can_set_invoice_email: true,
      must_agree_to_terms: true,
    });
  });

  it('sets the invoice email for project owners and admins only', async () => {
    for (const role of ['client', 'admin'] as const) {
      const { client } = await loginAs(t.app, role);
      const response = await client.patch('/api/me/account/', { invoice_email: 'Invoices@Example.TEST' });
      expect(response.statusCode, role).toBe(200);
      expect(response.json().invoice_email).toBe('invoices@example.test');
    }
    for (const role of ['developer', 'client_manager', 'pay_admin'] as const) {
      const { client, user } = await loginAs(t.app, role);
      expect(
        (await client.patch('/api/me/account/', { invoice_email: 'x@example.test' })).statusCode,
        role,
      ).toBe(403);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.invoiceEmail).toBeNull();
    }
  });

  it('validates the invoice email and refuses unknown keys', async () => {
    const { client } = await loginAs(t.app, 'client');
    expect((await client.patch('/api/me/account/', { invoice_email: '' })).json()).toEqual({
      invoice_email: [A.invoiceEmailRequired],
    });
    expect((await client.patch('/api/me/account/', { invoice_email: 'nope' })).json()).toEqual({
      invoice_email: [MESSAGES.auth.emailInvalid],
    });
    expect((await client.patch('/api/me/account/', { is_admin: true })).json()).toEqual({
      is_admin: [MESSAGES.api.unknownField],
    });
  });

  it('records terms answers with the server’s time; the latest answer counts', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const agreed = await client.patch('/api/me/account/', { agreed_at: '1999-01-01T00:00:00.000Z' });
    expect(agreed.statusCode).toBe(200);
    expect(Date.parse(agreed.json().agreed_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(agreed.json().has_agreed_latest_terms).toBe(true);
    expect((await client.get('/api/auth/verify/')).json().user.has_agreed_latest_terms).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const refused = await client.patch('/api/me/account/', { disagreed_at: true });
    expect(refused.json()).toMatchObject({ has_agreed_latest_terms: false });
    expect(refused.json().disagreed_at).not.toBeNull();
    expect((await client.get('/api/auth/verify/')).json().user.has_agreed_latest_terms).toBe(false);
    const actions = await t.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorId, user.id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['account.terms_agreed', 'account.terms_disagreed']),
    );
    expect((await client.patch('/api/me/account/', { agreed_at: true, disagreed_at: true })).json()).toEqual({
      non_field_errors: [A.termsBoth],
    });
  });

  it('keeps staff out of the terms', async () => {
    const { client } = await loginAs(t.app, 'admin');
    expect((await client.patch('/api/me/account/', { agreed_at: true })).json()).toEqual(
      refusal(A.termsNotForYou),
    );
  });
});

describe('me/user/', () => {
  it('changes the email with the password, tells the old address, keeps it unique', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const other = await createUserWithRole(t.app.db, 'client');
    const wrong = await client.patch('/api/me/user/', { email: 'new@example.test', password: 'nope-nope' });
    expect(wrong.json()).toEqual({ password: [A.wrongPassword] });
    const taken = await client.patch('/api/me/user/', {
      email: other.email.toUpperCase(),
      password: 'test-password',
    });
    expect(taken.json()).toEqual({ email: [MESSAGES.invites.userExists] });
    const email = `moved-${user.id}@example.test`;
    const done = await client.patch('/api/me/user/', {
      email: email.toUpperCase(),
      password: 'test-password',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ email, username: email });
    const [mail] = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, user.email))
      .orderBy(desc(outbox.id));
    expect(mail?.template).toBe('email-changed');
    expect(mail?.text).toContain('m***@example.test');
    expect((await anonymous(t.app).login(email, 'test-password')).statusCode).toBe(200);
    expect((await client.get('/api/me/user/')).json().email).toBe(email);
  });

  it('refuses anything but email and password', async () => {
    const { client } = await loginAs(t.app, 'developer');
    const response = await client.patch('/api/me/user/', {
      email: 'a@example.test',
      password: 'x',
      is_staff: true,
    });
    expect(response.json()).toEqual({ is_staff: [MESSAGES.api.unknownField] });
  });
});

describe('me/account/deactivate/', () => {
  it('needs the password', async () => {
    const { client } = await loginAs(t.app, 'developer');
    expect((await client.post('/api/me/account/deactivate/', { password: 'wrong' })).json()).toEqual({
      password: [A.wrongPassword],
    });
    expect((await client.post('/api/me/account/deactivate/', {})).json()).toEqual({
      password: [A.passwordRequired],
    });
  });

  it('disables the account at once and ends every session', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const elsewhere = new TestClient(t.app);
    await elsewhere.login(user.email, 'test-password');
    const response = await client.post('/api/me/account/deactivate/', { password: 'test-password' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: A.deactivated });
    expect((await client.get('/api/auth/verify/')).statusCode).toBe(401);
    expect((await elsewhere.get('/api/auth/verify/')).statusCode).toBe(401);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await anonymous(t.app).login(user.email, 'test-password')).statusCode).toBe(400);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isActive: false });
    expect(row?.deactivatedAt).not.toBeNull();
    const [mail] = await t.app.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mail?.template).toBe('account-deactivated');
  });

  it('refuses the last active admin', async () => {
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.isAdmin, true));
    const { client } = await loginAs(t.app, 'admin');
    const response = await client.post('/api/me/account/deactivate/', { password: 'test-password' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusal(A.lastAdmin));
    await loginAs(t.app, 'admin');
    expect((await client.post('/api/me/account/deactivate/', { password: 'test-password' })).statusCode).toBe(
      200,
    );
  });
});
