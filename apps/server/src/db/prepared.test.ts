import { eq, like, or, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import type { Db } from './client.ts';
import { builtPerShape, namedPerShape, placeholders, preparedPer, shapeOf, UNNAMED } from './prepared.ts';
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

/** Skills of a name, or (two shapes) of a name or starting with a prefix. */
function nameOrStart(name: string, start?: string) {
  const { bind, values } = placeholders();
  const where = start
    ? or(eq(skills.name, bind('name', name)), like(skills.name, bind('start', `${start}%`)))
    : eq(skills.name, bind('name', name));
  return { where: shapeOf(where as SQL), values };
}

describe('builtPerShape', () => {
  let builds = 0;
  const skillsWhere = builtPerShape((handle, where) => {
    builds += 1;
    return handle
      .select({ name: skills.name })
      .from(skills)
      .where(where)
      .orderBy(skills.name)
      .prepare(UNNAMED);
  });
  const namedOrStarting = (name: string, start?: string) => {
    const { where, values } = nameOrStart(name, start);
    return skillsWhere(db, where).execute(values);
  };

  it('builds a statement once per shape and runs it with each request’s values', async () => {
    await db.insert(skills).values([
      { name: 'Shape-one', slug: 'shape-one', type: 'language' },
      { name: 'Shape-two', slug: 'shape-two', type: 'language' },
    ]);
    expect(await namedOrStarting('Shape-one')).toEqual([{ name: 'Shape-one' }]);
    expect(await namedOrStarting('Shape-two')).toEqual([{ name: 'Shape-two' }]);
    expect(builds).toBe(1);
    expect(await namedOrStarting('Nothing', 'Shape-')).toEqual([
      { name: 'Shape-one' },
      { name: 'Shape-two' },
    ]);
    expect(builds).toBe(2);
  });

  it('refuses a shape with a value written as itself, which every later request would keep', () => {
    expect(() => shapeOf(eq(skills.name, 'Shape-one'))).toThrow(/not a placeholder/);
  });
});

describe('namedPerShape', () => {
  const names: string[] = [];
  const skillsWhere = namedPerShape('kazi_test_skills', (handle, where, name) => {
    names.push(name);
    return handle.select({ name: skills.name }).from(skills).where(where).orderBy(skills.name).prepare(name);
  });
  const named = (name: string, start?: string) => {
    const { where, values } = nameOrStart(name, start);
    return skillsWhere(db, where).execute(values);
  };

  it('names each shape apart, so two shapes run side by side on one connection', async () => {
    await db.insert(skills).values([{ name: 'Named-one', slug: 'named-one', type: 'language' }]);
    for (let round = 0; round < 7; round += 1) {
      expect(await named('Named-one')).toEqual([{ name: 'Named-one' }]);
      expect(await named('Nothing', 'Named-')).toEqual([{ name: 'Named-one' }]);
    }
    expect(names).toEqual(['kazi_test_skills_1', 'kazi_test_skills_2']);
  });
});
