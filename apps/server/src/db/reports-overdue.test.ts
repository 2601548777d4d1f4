import { PROGRESS_EVENT_TYPES } from '@kazi/shared/planning/schemas';
import { overdueAt } from '@kazi/shared/reports/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './client.ts';
import { migrateDatabase } from './migrate.ts';

let database: Database;
const query = async <Row>(sql: string, params: unknown[] = []) =>
  ((await database.pglite?.query<Row>(sql, params))?.rows ?? []) as Row[];

beforeAll(async () => {
  database = await openPglite(undefined);
  await migrateDatabase(database);
  await query(`INSERT INTO projects (id, title, category) VALUES (1, 'P', 'dedicated')`);
});
afterAll(async () => {
  await database.close();
});

describe('progress_events.overdue_at is the shared overdueAt rule (ADR 030)', () => {
  const due = new Date('2027-03-27T17:00:00.000Z'); // the Saturday before Europe's clocks move

  it.each(PROGRESS_EVENT_TYPES)('on insert, for a %s event', async (type) => {
    const [row] = await query<{ overdue_at: Date }>(
      `INSERT INTO progress_events (project_id, type, title, due_at) VALUES (1, $1, 'T', $2) RETURNING overdue_at`,
      [type, due.toISOString()],
    );
    expect(row?.overdue_at.toISOString()).toBe(overdueAt(type, due).toISOString());
  });

  it('follows a new due date and a new type, whatever a writer puts in the column', async () => {
    const [row] = await query<{ id: number }>(
      `INSERT INTO progress_events (project_id, type, title, due_at, overdue_at) VALUES (1, 'milestone', 'T', $1, '2000-01-01') RETURNING id`,
      [due.toISOString()],
    );
    const later = new Date('2027-04-02T09:30:00.000Z');
    const [moved] = await query<{ overdue_at: Date }>(
      `UPDATE progress_events SET due_at = $2 WHERE id = $1 RETURNING overdue_at`,
      [row?.id, later.toISOString()],
    );
    expect(moved?.overdue_at.toISOString()).toBe(overdueAt('milestone', later).toISOString());
    const [retyped] = await query<{ overdue_at: Date }>(
      `UPDATE progress_events SET type = 'developer' WHERE id = $1 RETURNING overdue_at`,
      [row?.id],
    );
    expect(retyped?.overdue_at.toISOString()).toBe(overdueAt('developer', later).toISOString());
  });
});
