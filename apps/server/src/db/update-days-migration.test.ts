import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { type MigrationWorld, migrationWorld } from './migration.test-support.ts';

/*
 * Migration 0017 turns participations.update_days from the text "0,2,4" into smallint[]: rows
 * written before it keep their days, on the engine the suite runs (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set).
 */
let world: MigrationWorld;
let database: Database;

beforeAll(async () => {
  world = await migrationWorld('update-days');
  database = world.database;
  await world.migrate('0016_participations_update_days_check');
  await database.executeSql(
    `INSERT INTO users (id, email, username, type) VALUES (1, 'a@example.com', 'a', 1)`,
  );
  await database.executeSql(
    `INSERT INTO projects (id, title, category) SELECT n, 'P', 'dedicated' FROM generate_series(1, 5) AS n`,
  );
  await database.executeSql(
    `INSERT INTO participations (id, project_id, user_id, update_days)
     VALUES (1, 1, 1, '0,2,4'), (2, 2, 1, ''), (3, 3, 1, '1')`,
  );
  await database.executeSql(`INSERT INTO participations (id, project_id, user_id) VALUES (4, 4, 1)`);
  await world.migrate();
}, 60_000);
afterAll(() => world.close());

describe('update_days as smallint[] (migration 0017)', () => {
  it('keeps the days of every row written as text', async () => {
    const { rows } = await database.executeSql(
      "SELECT id, array_to_string(update_days, ',') AS days FROM participations ORDER BY id",
    );
    expect(rows).toEqual([
      { id: 1, days: '0,2,4' },
      { id: 2, days: '' },
      { id: 3, days: '1' },
      { id: 4, days: '0,1,2,3,4' },
    ]);
  });

  it('gives new rows every weekday and refuses a day past Friday', async () => {
    await database.executeSql(`INSERT INTO participations (id, project_id, user_id) VALUES (5, 5, 1)`);
    const { rows } = await database.executeSql(
      "SELECT array_to_string(update_days, ',') AS days FROM participations WHERE id = 5",
    );
    expect(rows).toEqual([{ days: '0,1,2,3,4' }]);
    await expect(
      database.executeSql(`UPDATE participations SET update_days = '{0,5}' WHERE id = 1`),
    ).rejects.toThrow(/violates check constraint/);
  });
});
