import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, payoutAccounts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, refusal, type SignedIn } from '../../test/client.ts';

const SETUP = 'https://payouts.example.com/setup';
let t: TestApp;
let payAdmin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ PAYONEER_SETUP_URL: SETUP });
  payAdmin = await loginAs(t.app, 'pay_admin');
});
afterAll(() => t.close());

const connect = (who: SignedIn, email = 'amina@example.com') =>
  who.client.post('/api/payoneer/', {
    payoneer_email: email,
    first_name: 'Amina',
    last_name: 'Nakato',
    next_url: 'http://127.0.0.1:3000/settings/payment',
  });

describe('POST payoneer/', () => {
  it('answers the setup link and keeps the account pending (not default) until confirmed', async () => {
    const dev = await loginAs(t.app, 'developer');
    const response = await connect(dev);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Follow the Setup link to finish connecting your Payoneer account.',
      redirect_url: SETUP,
      data: { status: 'pending', is_active: false, is_default: false, payoneer_email: 'amina@example.com' },
    });
    const providers = (await dev.client.get('/api/payment-providers/')).json();
    expect(providers.default_account_provider).toBeNull();
    expect(providers.payment_provider_accounts[0]).toMatchObject({
      payment_provider: 'payoneer',
      status: 'pending',
      abilities: { make_default: false, change: true, activate: false },
    });
    const id = response.json().data.id;
    expect((await dev.client.patch(`/api/payment-providers/${id}/`, { is_default: true })).json()).toEqual(
      refusal('This payout method is not active yet.'),
    );

    const confirmed = await payAdmin.client.patch(`/api/payoneer/${id}/`, { status: 'active' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'active',
      is_default: true,
      account_label: 'amina@example.com',
    });
    const again = await payAdmin.client.patch(`/api/payoneer/${id}/`, { status: 'active' });
    expect(again.statusCode).toBe(409);

    const already = await connect(dev, 'AMINA@example.com');
    expect(already.statusCode).toBe(200);
    expect(already.json()).toMatchObject({
      success: true,
      message: 'Your Payoneer account is already connected and active.',
      redirect_url: null,
    });
  });

  it('a new attempt replaces the pending one; a new e-mail starts a change while the active one stays', async () => {
    const dev = await loginAs(t.app, 'developer');
    const first = (await connect(dev, 'one@example.com')).json().data;
    const second = (await connect(dev, 'two@example.com')).json().data;
    await payAdmin.client.patch(`/api/payoneer/${second.id}/`, { status: 'active' });
    const change = (await connect(dev, 'three@example.com')).json().data;
    const rows = await t.app.db
      .select({ id: payoutAccounts.id, status: payoutAccounts.status, isDefault: payoutAccounts.isDefault })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, dev.user.id))
      .orderBy(payoutAccounts.id);
    expect(rows).toEqual([
      { id: first.id, status: 'replaced', isDefault: false },
      { id: second.id, status: 'active', isDefault: true },
      { id: change.id, status: 'pending', isDefault: false },
    ]);
    await payAdmin.client.patch(`/api/payoneer/${change.id}/`, { status: 'active' });
    const after = (await dev.client.get('/api/payment-providers/')).json();
    expect(after.payment_provider_accounts).toHaveLength(1);
    expect(after.payment_provider_accounts[0]).toMatchObject({ id: change.id, is_default: true });
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.to, dev.user.email));
    expect(mails.map((m) => m.template)).toEqual([
      'payout_method.added',
      'payout_method.added',
      'payout_method.added',
      'payout_method.changed',
    ]);
  });

  it('gives the spec’s messages', async () => {
    const dev = await loginAs(t.app, 'developer');
    const response = await dev.client.post('/api/payoneer/', {
      payoneer_email: 'x',
      first_name: ' ',
      last_name: '',
      next_url: 'javascript:alert(1)',
    });
    expect(response.json()).toEqual({
      payoneer_email: ['Enter a valid email address'],
      first_name: ['Enter a valid name'],
      last_name: ['Enter a valid name'],
      next_url: ['Invalid link'],
    });
  });

  it('lets only pay admins confirm; others’ ids and wrong bodies are refused', async () => {
    const dev = await loginAs(t.app, 'developer');
    const { id } = (await connect(dev)).json().data;
    for (const role of ['staff', 'admin'] as const) {
      const { client } = await loginAs(t.app, role);
      expect((await client.patch(`/api/payoneer/${id}/`, { status: 'active' })).statusCode, role).toBe(403);
    }
    expect((await dev.client.patch(`/api/payoneer/${id}/`, { status: 'active' })).statusCode).toBe(403);
    expect((await payAdmin.client.patch(`/api/payoneer/${id}/`, { status: 'closed' })).statusCode).toBe(400);
    expect((await payAdmin.client.patch('/api/payoneer/99999999/', { status: 'active' })).statusCode).toBe(
      404,
    );
    const iban = await dev.client.post('/api/iban/', {
      account_holder: 'A',
      iban_number: 'NL91ABNA0417164300',
    });
    expect(
      (await payAdmin.client.patch(`/api/payoneer/${iban.json().data.id}/`, { status: 'active' })).statusCode,
    ).toBe(404);
  });
});
