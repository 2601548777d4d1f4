import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole } from '../../db/factories/users.ts';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/app.ts';
import { anonymous, loginAs } from '../../test/client.ts';
import { recordAudit } from './repository.ts';

let t: TestApp;
let auditId: number;
beforeAll(async () => {
  // Behind a proxy, whose request ids the audit trail keeps.
  t = await createTestApp({ TRUST_PROXY: '1' });
  await recordAudit(t.app.db, {
    actorId: null,
    action: 'test.setup',
    targetType: 'test',
    targetId: 'seed',
  });
  const [row] = await t.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  auditId = row?.id as number;
});
afterAll(() => t.close());

const rowsFor = (action: string) => t.app.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('recordAudit', () => {
  it('inserts one row with ids, before and after', async () => {
    await recordAudit(t.app.db, {
      actorId: 7,
      action: 'invoice.approve',
      targetType: 'invoice',
      targetId: 42,
      before: { status: 'pending' },
      after: { status: 'approved' },
      requestId: 'req-12345678',
    });
    const rows = await rowsFor('invoice.approve');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: 7,
      targetType: 'invoice',
      targetId: '42',
      before: { status: 'pending' },
      after: { status: 'approved' },
      requestId: 'req-12345678',
    });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('stores missing optional parts as null', async () => {
    await recordAudit(t.app.db, { actorId: null, action: 'job.purge', targetType: 'user', targetId: null });
    expect((await rowsFor('job.purge'))[0]).toMatchObject({
      actorId: null,
      targetId: null,
      before: null,
      after: null,
      requestId: null,
    });
  });
});

describe(`audit_log is append-only on ${testEngine()}`, () => {
  const refused = /append-only/;

  it('refuses UPDATE', async () => {
    await expect(
      t.database.executeSql('update audit_log set action = $1 where id = $2', ['tampered', auditId]),
    ).rejects.toThrow(refused);
    await expect(
      t.app.db.update(auditLog).set({ action: 'tampered' }).where(eq(auditLog.id, auditId)),
    ).rejects.toThrow();
    expect((await t.app.db.select().from(auditLog).where(eq(auditLog.id, auditId)))[0]?.action).toBe(
      'test.setup',
    );
  });

  it('refuses DELETE', async () => {
    await expect(t.database.executeSql('delete from audit_log where id = $1', [auditId])).rejects.toThrow(
      refused,
    );
    await expect(t.app.db.delete(auditLog)).rejects.toThrow();
    expect(await t.app.db.select().from(auditLog).where(eq(auditLog.id, auditId))).toHaveLength(1);
  });

  it('refuses TRUNCATE', async () => {
    await expect(t.database.executeSql('truncate audit_log')).rejects.toThrow(refused);
    expect(await t.app.db.select().from(auditLog).where(eq(auditLog.id, auditId))).toHaveLength(1);
  });
});

describe('session audit rows', () => {
  it('writes one auth.login row with the request id', async () => {
    const user = await createUserWithRole(t.app.db, 'developer');
    const client = anonymous(t.app);
    const response = await client.login(user.email, 'test-password', {
      headers: { 'x-request-id': 'login-request-0001' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('login-request-0001');
    const rows = (await rowsFor('auth.login')).filter((row) => row.actorId === user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      targetType: 'user',
      targetId: String(user.id),
      requestId: 'login-request-0001',
    });
  });

  it('writes nothing for a failed login', async () => {
    const user = await createUserWithRole(t.app.db, 'client');
    await anonymous(t.app).login(user.email, 'wrong-password');
    expect((await rowsFor('auth.login')).filter((row) => row.actorId === user.id)).toEqual([]);
  });

  it('writes one auth.logout row', async () => {
    const { client, user } = await loginAs(t.app, 'client');
    const response = await client.post(
      '/api/auth/logout/',
      {},
      { headers: { 'x-request-id': 'logout-request-01' } },
    );
    expect(response.statusCode).toBe(200);
    const rows = (await rowsFor('auth.logout')).filter((row) => row.actorId === user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.requestId).toBe('logout-request-01');
  });
});
