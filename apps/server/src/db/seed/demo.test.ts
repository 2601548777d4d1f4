import type { Role } from '@kazi/shared/auth/roles';
import type { User } from '@kazi/shared/auth/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous } from '../../test/client.ts';
import { createUser } from '../factories/users.ts';
import { companies, files, profiles, users } from '../schema/index.ts';
import { EXTRA_DEMO_PEOPLE, isExtraDemoPerson } from './accounts.ts';
import { DEMO_PASSWORD, seedDemo, seedDemoIfEmpty } from './demo.ts';
import { DEMO_TALENT_EMAILS } from './talents.ts';

/** docs/api.md, "Demo accounts". */
const ACCOUNTS: [string, Role, number, boolean][] = [
  ['admin@demo.test', 'admin', 3, true],
  ['payadmin@demo.test', 'pay_admin', 3, true],
  ['cm@demo.test', 'client_manager', 3, true],
  ['cso@demo.test', 'client_support_officer', 6, true],
  ['spacelead@demo.test', 'space_lead', 7, true],
  ['client@demo.test', 'client', 2, true],
  ['dev@demo.test', 'developer', 1, true],
  ['designer@demo.test', 'designer', 1, true],
  ['newdev@demo.test', 'developer', 1, false],
  ['newclient@demo.test', 'client', 2, false],
];

const userCount = async (t: TestApp) => {
  const [row] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
};

describe('seedDemo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db, { fileStore: t.app.fileStore });
  });
  afterAll(() => t.close());

  it('creates the ten accounts of docs/api.md, and only the extra people of seed/accounts.ts besides', async () => {
    const rows = await t.app.db.select({ email: users.email }).from(users);
    const accounts = rows.map((row) => row.email).filter((email) => !isExtraDemoPerson(email));
    expect(accounts.sort()).toEqual(ACCOUNTS.map(([email]) => email).sort());
  });

  it.each(ACCOUNTS)(
    '%s signs in with demo-password as %s (type %s, can_contribute %s)',
    async (email, role, type, canContribute) => {
      const response = await anonymous(t.app).login(email, DEMO_PASSWORD);
      expect(response.statusCode, response.body).toBe(200);
      const user: User = response.json().user;
      expect(user).toMatchObject({ email, role, type, can_contribute: canContribute });
      expect(user.completeness.every((entry) => entry.done)).toBe(canContribute);
    },
  );

  it('gives the client a company and the onboarded talents a downloadable ID document', async () => {
    const [client] = await t.app.db
      .select({ name: companies.name })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.ownerId))
      .where(eq(users.email, 'client@demo.test'));
    expect(client?.name).toBeTruthy();

    const dev = anonymous(t.app);
    await dev.login('dev@demo.test', DEMO_PASSWORD);
    const [profile] = await t.app.db
      .select({ fileId: profiles.idDocumentFileId })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, 'dev@demo.test'));
    const download = await dev.get(`/api/files/${profile?.fileId}/download/`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
  });

  it('stores the bytes of every file it references: each one downloads', async () => {
    const rows = await t.app.db.select().from(files);
    expect(rows.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const row of rows) {
      const bytes = await t.app.fileStore.open(row.storedName);
      if (!bytes) missing.push(`${row.id} ${row.originalName}`);
      else bytes.destroy();
    }
    expect(missing).toEqual([]);
  });

  it('refuses to seed twice, with a clear message, changing nothing', async () => {
    const before = await userCount(t);
    await expect(seedDemo(t.app.db)).rejects.toThrow(
      'The demo data is already there (admin@demo.test exists). Run npm run db:reset to start over.',
    );
    expect(await userCount(t)).toBe(before);
  });

  it('seedDemoIfEmpty leaves a database with people alone', async () => {
    const lines: string[] = [];
    await seedDemoIfEmpty(t.app.db, (line) => lines.push(line));
    expect(lines).toEqual([]);
    expect(await userCount(t)).toBe(ACCOUNTS.length + EXTRA_DEMO_PEOPLE.length + DEMO_TALENT_EMAILS.length);
  });
});

describe('seedDemoIfEmpty', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not seed a database that already has a user', async () => {
    const lines: string[] = [];
    const user = await createUser(t.app.db, { email: 'someone@example.test' });
    await seedDemoIfEmpty(t.app.db, (line) => lines.push(line));
    expect(lines).toEqual([]);
    expect(await userCount(t)).toBe(1);
    await t.app.db.delete(users).where(eq(users.id, user.id));
  });

  it('seeds an empty database and prints the logins', async () => {
    const lines: string[] = [];
    await seedDemoIfEmpty(t.app.db, (line) => lines.push(line));
    expect(await userCount(t)).toBe(ACCOUNTS.length + EXTRA_DEMO_PEOPLE.length + DEMO_TALENT_EMAILS.length);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('password for all: demo-password');
    for (const [email] of ACCOUNTS) expect(lines[0]).toContain(email);
  });
});
