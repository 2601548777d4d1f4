import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, payoutAccounts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs } from '../../test/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const IBAN = 'NL91ABNA0417164300';
const OTHER_IBAN = 'DE89 3704 0044 0532 0130 00';
const mailsTo = (email: string) =>
  t.app.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.id);

describe('POST iban/', () => {
  it('connects, becomes the first default, is audited and mailed (masked)', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const response = await client.post('/api/iban/', {
      account_holder: 'Amina Nakato',
      iban_number: 'nl91 abna 0417 1643 00',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'IBAN account connected successfully',
      data: {
        id: expect.any(Number),
        account_holder: 'Amina Nakato',
        iban_number: 'NL91 ABNA 0417 1643 00',
        status: 'active',
        is_active: true,
        is_default: true,
        created_at: expect.any(String),
      },
    });
    const [row] = await t.app.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, user.id));
    expect(row).toMatchObject({ iban: IBAN, accountHint: '4300', provider: 'iban' });
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'payout_account'), eq(auditLog.targetId, String(row?.id))));
    expect(audit.map((a) => a.action)).toEqual(['payout_account.connected']);
    expect(JSON.stringify(audit)).not.toContain('4300');
    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({
      subject: 'A payout method was added to your Kazi account',
      template: 'payout_method.added',
    });
    expect(mail?.text).toContain('NL** **** **** **** 4300');
    expect(mail?.text).not.toContain(IBAN);
  });

  it.each([
    [{}, { account_holder: ['Enter a valid name'], iban_number: ['Enter a valid IBAN'] }],
    [{ account_holder: '   ', iban_number: IBAN }, { account_holder: ['Enter a valid name'] }],
    [{ account_holder: 'A', iban_number: 'NL91ABNA0417164301' }, { iban_number: ['Enter a valid IBAN'] }],
    [{ account_holder: 'A', iban_number: '12345' }, { iban_number: ['Enter a valid IBAN'] }],
    [{ account_holder: 'A', iban_number: IBAN, is_default: true }, { is_default: ['Unknown field.'] }],
    [{ account_holder: 'A', iban_number: IBAN, user: 1 }, { user: ['Unknown field.'] }],
    [{ account_holder: 'A', iban_number: IBAN, status: 'active' }, { status: ['Unknown field.'] }],
  ])('refuses %o', async (body, expected) => {
    const { client, user } = await loginAs(t.app, 'developer');
    const response = await client.post('/api/iban/', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expected);
    expect(
      await t.app.db.select({ n: count() }).from(payoutAccounts).where(eq(payoutAccounts.userId, user.id)),
    ).toEqual([{ n: 0 }]);
  });

  it('"Change account": replaces the active account, keeps the old one and the default', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const first = (await client.post('/api/iban/', { account_holder: 'Amina', iban_number: IBAN })).json()
      .data;
    const second = await client.post('/api/iban/', { account_holder: 'Amina N.', iban_number: OTHER_IBAN });
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toMatchObject({
      is_default: true,
      iban_number: 'DE89 3704 0044 0532 0130 00',
    });
    const rows = await t.app.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, user.id))
      .orderBy(payoutAccounts.id);
    expect(rows.map((r) => [r.status, r.isDefault])).toEqual([
      ['replaced', false],
      ['active', true],
    ]);
    expect(rows[0]?.replacedById).toBe(rows[1]?.id);
    const all = (await client.get('/api/iban/')).json();
    expect(all.count).toBe(2);
    const active = (await client.get('/api/iban/?is_active=True')).json();
    expect(active.results.map((r: { id: number }) => r.id)).toEqual([second.json().data.id]);
    const old = (await client.get('/api/iban/?is_active=False')).json();
    expect(old.results.map((r: { id: number }) => r.id)).toEqual([first.id]);
    expect((await mailsTo(user.email)).map((m) => m.template)).toEqual([
      'payout_method.added',
      'payout_method.changed',
    ]);
  });
});

describe('POST wise/', () => {
  it('connects with the spec’s message and data.iban; not default when another method is', async () => {
    const { client } = await loginAs(t.app, 'designer');
    await client.post('/api/iban/', { account_holder: 'Chidi', iban_number: IBAN });
    const response = await client.post('/api/wise/', {
      email: 'chidi@example.com',
      iban: OTHER_IBAN,
      account_name: 'Chidi Eze',
      account_type: 'Iban',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Wise account connected successfully',
      data: {
        iban: 'DE89 3704 0044 0532 0130 00',
        email: 'chidi@example.com',
        account_type: 'Iban',
        is_default: false,
      },
    });
    const list = (await client.get('/api/wise/?is_active=True')).json();
    expect(list.count).toBe(1);
  });

  it('gives the spec’s messages', async () => {
    const { client } = await loginAs(t.app, 'designer');
    const response = await client.post('/api/wise/', {
      email: 'nope',
      iban: 'x',
      account_name: '',
      account_type: 'Swift',
    });
    expect(response.json()).toEqual({
      email: ['Enter a valid email address'],
      iban: ['Enter a valid IBAN'],
      account_name: ['Enter a valid name'],
      account_type: ['Select a valid choice.'],
    });
  });
});

describe('access', () => {
  it('is for talents: clients and staff 403, anonymous 401', async () => {
    const body = { account_holder: 'X', iban_number: IBAN };
    expect((await (await loginAs(t.app, 'client')).client.post('/api/iban/', body)).statusCode).toBe(403);
    expect((await (await loginAs(t.app, 'pay_admin')).client.post('/api/iban/', body)).statusCode).toBe(403);
    expect((await (await loginAs(t.app, 'admin')).client.get('/api/wise/')).statusCode).toBe(403);
    expect((await anonymous(t.app).post('/api/iban/', body)).statusCode).toBe(401);
  });

  it('lists only the caller’s own records, in a fixed number of statements', async () => {
    const owner = await loginAs(t.app, 'developer');
    await owner.client.post('/api/iban/', { account_holder: 'Owner', iban_number: IBAN });
    const { client } = await loginAs(t.app, 'developer');
    expect((await client.get('/api/iban/')).json().count).toBe(0);
    for (let n = 0; n < 5; n++)
      await owner.client.post('/api/iban/', { account_holder: `Owner ${n}`, iban_number: IBAN });
    const one = await t.queries.count(() => owner.client.get('/api/iban/?page_size=1'));
    const many = await t.queries.count(() => owner.client.get('/api/iban/?page_size=200'));
    expect(many.result.json().count).toBe(6);
    expect(many.statements.length).toBeLessThanOrEqual(4);
    expect(many.statements.length).toBe(one.statements.length);
  });
});
