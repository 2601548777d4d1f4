import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import type { Db } from './client.ts';
import { createProject } from './factories/projects.ts';
import { createUserWithRole } from './factories/users.ts';
import { preparedPer } from './prepared.ts';
import { projects, users } from './schema/index.ts';

// A statement through preparedPer maps its rows by a plan (row-mapping.ts); the same statement
// run as a plain Drizzle query maps them with Drizzle's own mapResultRow. They must agree on every
// kind of field: whole tables, joined tables present and absent, aliases, SQL with a decoder.
let t: TestApp;
let db: Db;
let projectIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.db;
  const owner = await createUserWithRole(db, 'client', { firstName: 'Ada', lastName: 'Owner' });
  const cm = await createUserWithRole(db, 'staff', { firstName: 'Cy', lastName: 'Manager' });
  const managed = await createProject(db, { ownerId: owner.id, cmId: cm.id, title: 'Managed' });
  const alone = await createProject(db, { ownerId: owner.id, cmId: null, title: 'Alone' });
  projectIds = [managed.id, alone.id];
});
afterAll(() => t.close());

const managers = alias(users, 'project_manager');

const projectsWithPeople = (handle: Db) =>
  handle
    .select({
      project: projects,
      owner: { id: users.id, firstName: users.firstName, dateJoined: users.dateJoined },
      manager: { id: managers.id, lastName: managers.lastName, isStaff: managers.isStaff },
      titleLength: sql<number>`length(${projects.title})`.mapWith(Number),
      shout: sql<string>`upper(${projects.title})`.as('shout'),
      members: sql<unknown[]>`json_build_array(${projects.id}, ${managers.id})`,
      total: sql<string>`count(*) over ()`,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .leftJoin(managers, eq(managers.id, projects.cmId))
    .where(sql`${projects.id} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(projects.id));

const planned = preparedPer((handle) => projectsWithPeople(handle).prepare('kazi_test_planned_rows'));

describe('planned row mapping', () => {
  it('maps rows as Drizzle does, a missing joined row as null', async () => {
    const drizzles = await projectsWithPeople(db).execute({ ids: projectIds });
    const statement = planned(db);
    expect((statement as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');
    const plans = await statement.execute({ ids: projectIds });
    expect(plans).toEqual(drizzles);
    expect(JSON.stringify(plans), 'keys in the same order').toBe(JSON.stringify(drizzles));
    expect(plans.map((row) => row.manager?.lastName ?? null)).toEqual(['Manager', null]);
    expect(plans[0]?.owner.dateJoined).toBeInstanceOf(Date);
    expect(plans[0]?.titleLength).toBe('Managed'.length);
    expect(plans[1]?.shout).toBe('ALONE');
  });
});
