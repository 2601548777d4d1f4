import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { type MigrationWorld, migrationWorld } from './migration.test-support.ts';

/*
 * Migration 0044 gives back, from their audit rows, the rate rows of members removed before 0043
 * (which deleted them): those that price the hours they logged, once.
 */
let world: MigrationWorld;
let database: Database;

const removal = (project: number, user: number, rates: object[]) =>
  JSON.stringify({ project, user, status: 'accepted', rates });
const rate = (effective_from: string, client_rate_minor: number) => ({
  effective_from,
  hours_per_week: 40,
  payout_rate_minor: 2500,
  client_rate_minor,
});

beforeAll(async () => {
  world = await migrationWorld('removed-rates');
  database = world.database;
  await world.migrate('0043_removed_member_rates');
  await database.executeSql(
    `INSERT INTO users (id, email, username, type)
     SELECT n, 'u' || n || '@example.com', 'u' || n, 1 FROM generate_series(1, 3) AS n`,
  );
  await database.executeSql(
    `INSERT INTO projects (id, title, category) SELECT n, 'P', 'dedicated' FROM generate_series(1, 2) AS n`,
  );
  // User 1 logged hours in March on project 1 and was removed twice (the later audit wins); a
  // change from May was planned. User 2 was removed twice from project 1, the second time on the
  // team from mid-February, and never logged on project 2. User 3 already has kept rows.
  await database.executeSql(
    `INSERT INTO timesheet_entries (project_id, user_id, day, hours)
     VALUES (1, 1, '2026-03-02', 800), (1, 2, '2026-03-02', 800), (1, 3, '2026-03-02', 800)`,
  );
  await database.executeSql(
    `INSERT INTO participation_rates (removed_from_id, removed_user_id, effective_from, client_rate_minor)
     VALUES (1, 3, '2026-01-01', 7000)`,
  );
  const audits = [
    removal(1, 1, [rate('2026-01-01', 3000)]),
    removal(1, 1, [rate('2026-01-01', 4000), rate('2026-03-01', 4500), rate('2026-05-01', 9900)]),
    removal(1, 2, [rate('2026-01-01', 1000), rate('2026-03-01', 1500)]),
    removal(1, 2, [rate('2026-02-15', 2000)]),
    removal(2, 2, [rate('2026-01-01', 4000)]),
    removal(1, 3, [rate('2026-01-01', 5000)]),
  ];
  for (const before of audits) {
    await database.executeSql(
      `INSERT INTO audit_log (action, target_type, target_id, before) VALUES ('participation.removed', 'participation', '1', '${before}'::jsonb)`,
    );
  }
  await world.migrate();
}, 60_000);
afterAll(() => world.close());

describe('removed members’ rates from their audit rows (migration 0044)', () => {
  it('restores the rows that price their logged hours, once, a later time on the team first; not a later change, nor for one who logged nothing', async () => {
    const { rows } = await database.executeSql(
      `SELECT removed_from_id AS project, removed_user_id AS user, to_char(effective_from, 'YYYY-MM-DD') AS from,
         client_rate_minor::int AS rate
       FROM participation_rates WHERE participation_id IS NULL ORDER BY removed_user_id, effective_from`,
    );
    expect(rows).toEqual([
      { project: 1, user: 1, from: '2026-01-01', rate: 4000 },
      { project: 1, user: 1, from: '2026-03-01', rate: 4500 },
      { project: 1, user: 2, from: '2026-01-01', rate: 1000 },
      { project: 1, user: 2, from: '2026-02-15', rate: 2000 },
      { project: 1, user: 3, from: '2026-01-01', rate: 7000 },
    ]);
  });

  it('refuses a row that names half of a removal', async () => {
    await expect(
      database.executeSql(
        `INSERT INTO participation_rates (removed_from_id, effective_from) VALUES (1, '2026-06-01')`,
      ),
    ).rejects.toThrow(/violates check constraint/);
  });
});
