import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, payoutAccounts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, refusal, type SignedIn } from '../../test/client.ts';
import { insertAccount } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A talent with an IBAN account (the default) and a Wise account. */
async function talentWithTwoMethods(): Promise<SignedIn & { ibanId: number; wiseId: number }> {
  const signedIn = await loginAs(t.app, 'developer');
  const iban = (
    await signedIn.client.post('/api/iban/', { account_holder: 'Amina', iban_number: 'NL91ABNA0417164300' })
  ).json();
  const wise = (
    await signedIn.client.post('/api/wise/', {
      email: 'amina.wise@example.com',
      iban: 'GB82WEST12345698765432',
      account_name: 'Amina Nakato',
    })
  ).json();
  return { ...signedIn, ibanId: iban.data.id, wiseId: wise.data.id };
}

describe('PATCH payment-providers/{id}/', () => {
  it('moves the default with the spec’s message, an audit row and a mail', async () => {
    const dev = await talentWithTwoMethods();
    const before = (await dev.client.get('/api/payment-providers/')).json();
    expect(before.default_account_provider).toEqual({
      id: dev.ibanId,
      payment_provider: 'iban',
      is_default: true,
    });
    const response = await dev.client.patch(`/api/payment-providers/${dev.wiseId}/`, { is_default: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Wise account marked as default',
      default_account_provider: { id: dev.wiseId, payment_provider: 'wise', is_default: true },
    });
    const after = (await dev.client.get('/api/payment-providers/')).json();
    expect(
      after.payment_provider_accounts.map((a: { id: number; is_default: boolean }) => [a.id, a.is_default]),
    ).toEqual([
      [dev.wiseId, true],
      [dev.ibanId, false],
    ]);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'payout_account.made_default'), eq(auditLog.targetId, String(dev.wiseId))),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.before).toEqual({ default_account_id: dev.ibanId });
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.to, dev.user.email));
    expect(mails.at(-1)).toMatchObject({
      template: 'payout_method.default',
      subject: 'Your default payout method on Kazi was changed',
    });
  });

  it('answers 409 when it is the default already, 404 for someone else’s, 400 for anything but is_default: true', async () => {
    const dev = await talentWithTwoMethods();
    expect(
      (await dev.client.patch(`/api/payment-providers/${dev.ibanId}/`, { is_default: true })).json(),
    ).toEqual(refusal('This payout method is already your default.'));
    const other = await talentWithTwoMethods();
    expect(
      (await dev.client.patch(`/api/payment-providers/${other.wiseId}/`, { is_default: true })).statusCode,
    ).toBe(404);
    const [theirs] = await t.app.db.select().from(payoutAccounts).where(eq(payoutAccounts.id, other.wiseId));
    expect(theirs?.isDefault).toBe(false);
    for (const body of [{ is_default: false }, { is_default: true, status: 'active' }, {}]) {
      expect((await dev.client.patch(`/api/payment-providers/${dev.wiseId}/`, body)).statusCode).toBe(400);
    }
  });

  it('makes exactly one change out of 50 parallel requests (49 × 409, one audit row)', async () => {
    const dev = await talentWithTwoMethods();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        dev.client.patch(`/api/payment-providers/${dev.wiseId}/`, { is_default: true }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'payout_account.made_default'), eq(auditLog.targetId, String(dev.wiseId))),
      );
    expect(audit).toHaveLength(1);
    const defaults = await t.app.db
      .select()
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.userId, dev.user.id), eq(payoutAccounts.isDefault, true)));
    expect(defaults.map((r) => r.id)).toEqual([dev.wiseId]);
  });

  it('keeps one default when two methods race to become it', async () => {
    const dev = await talentWithTwoMethods();
    const payoneer = await insertAccount(t.app.db, {
      userId: dev.user.id,
      provider: 'payoneer',
      status: 'active',
      accountName: 'Amina Nakato',
      email: 'amina.payoneer@example.com',
      accountHint: 'a***@example.com',
    });
    const responses = await Promise.all([
      dev.client.patch(`/api/payment-providers/${dev.wiseId}/`, { is_default: true }),
      dev.client.patch(`/api/payment-providers/${payoneer.id}/`, { is_default: true }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const defaults = await t.app.db
      .select()
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.userId, dev.user.id), eq(payoutAccounts.isDefault, true)));
    expect(defaults).toHaveLength(1);
  });
});

describe('GET payment-providers/ for other people', () => {
  it('masks numbers and e-mails for staff and admins; pay admins see them whole', async () => {
    const dev = await talentWithTwoMethods();
    const label = async (role: 'staff' | 'pay_admin' | 'admin') => {
      const { client } = await loginAs(t.app, role);
      const response = await client.get(`/api/payment-providers/?user=${dev.user.id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json()
        .payment_provider_accounts.map((a: { account_label: string; masked: boolean; abilities: object }) => [
          a.account_label,
          a.masked,
          a.abilities,
        ]);
    };
    const none = { make_default: false, change: false, activate: false };
    expect(await label('staff')).toEqual([
      ['NL** **** **** **** 4300', true, none],
      ['GB** **** **** **** **** 5432', true, none],
    ]);
    expect(await label('pay_admin')).toEqual([
      ['NL91 ABNA 0417 1643 00', false, none],
      ['GB82 WEST 1234 5698 7654 32', false, none],
    ]);
    expect((await label('admin'))[0]).toEqual(['NL** **** **** **** 4300', true, none]);
    const own = (await dev.client.get('/api/payment-providers/')).json().payment_provider_accounts;
    expect(own[0]).toMatchObject({ account_label: 'NL91 ABNA 0417 1643 00', masked: false });
    expect(own[1].abilities).toEqual({ make_default: true, change: true, activate: false });
  });

  it('refuses everyone else (404 for others, 403 without methods of one’s own), and non-talents', async () => {
    const dev = await talentWithTwoMethods();
    for (const role of ['client_manager', 'client', 'developer', 'space_lead'] as const) {
      const { client } = await loginAs(t.app, role);
      expect((await client.get(`/api/payment-providers/?user=${dev.user.id}`)).statusCode, role).toBe(404);
    }
    expect((await (await loginAs(t.app, 'client')).client.get('/api/payment-providers/')).statusCode).toBe(
      403,
    );
    const someClient = await loginAs(t.app, 'client');
    const { client: staff } = await loginAs(t.app, 'staff');
    expect((await staff.get(`/api/payment-providers/?user=${someClient.user.id}`)).statusCode).toBe(404);
    expect((await anonymous(t.app).get('/api/payment-providers/')).statusCode).toBe(401);
  });
});
