import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import type { Db } from './client.ts';
import { preparedPer } from './prepared.ts';
import { skills } from './schema/index.ts';

// A prepared statement runs on the connection of the handle it is given: inside a transaction it
// sees that transaction's uncommitted rows, and a rollback leaves nothing behind.
let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.db;
});
afterAll(() => t.close());

const skillNamed = preparedPer((handle) =>
  handle
    .select({ id: skills.id })
    .from(skills)
    .where(eq(skills.name, sql.placeholder('name')))
    .prepare('kazi_test_skill_named'),
);

class Rollback extends Error {}

describe('preparedPer', () => {
  it('runs on the transaction it is given, outside it on the database', async () => {
    // Built on the database's handle first: the transaction's run must not reuse its connection.
    expect(await skillNamed(db).execute({ name: 'Prepared-in-tx' })).toHaveLength(0);
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(skills).values({ name: 'Prepared-in-tx', slug: 'prepared-in-tx', type: 'language' });
        expect(await skillNamed(tx).execute({ name: 'Prepared-in-tx' })).toHaveLength(1);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(await skillNamed(db).execute({ name: 'Prepared-in-tx' })).toHaveLength(0);
  });

  it('builds once per database, whatever the handle', async () => {
    let builds = 0;
    const counted = preparedPer((handle) => {
      builds += 1;
      return handle.select({ id: skills.id }).from(skills).limit(1).prepare('kazi_test_any_skill');
    });
    await counted(db).execute();
    await db.transaction(async (tx) => {
      await counted(tx).execute();
    });
    await counted(db).execute();
    expect(builds).toBe(1);
  });
});
