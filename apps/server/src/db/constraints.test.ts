import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './client.ts';
import { migrateDatabase } from './migrate.ts';

let database: Database;
const run = (sql: string) => database.pglite?.query(sql);

beforeAll(async () => {
  database = await openPglite(undefined);
  await migrateDatabase(database);
  await run(`INSERT INTO users (id, email, username, type) VALUES (1, 'a@example.com', 'a', 1)`);
  await run(`INSERT INTO projects (id, title, category) VALUES (1, 'P', 'dedicated')`);
  await run(`INSERT INTO participations (id, project_id, user_id) VALUES (1, 1, 1)`);
});
afterAll(async () => {
  await database.close();
});

describe('the database refuses a value no shared array allows (ADR 023)', () => {
  it.each([
    ['users.type', `INSERT INTO users (email, username, type) VALUES ('b@example.com', 'b', 4)`],
    ['users.category', `UPDATE users SET category = 'painter' WHERE id = 1`],
    ['users.onboarding_stage', `UPDATE users SET onboarding_stage = 'five' WHERE id = 1`],
    ['projects.currency', `UPDATE projects SET currency = 'GBP' WHERE id = 1`],
    ['projects.category', `UPDATE projects SET category = 'managed' WHERE id = 1`],
    ['projects.type', `UPDATE projects SET type = 'desktop' WHERE id = 1`],
    ['projects.stage', `UPDATE projects SET stage = 'closed' WHERE id = 1`],
    ['projects.payment_type', `UPDATE projects SET payment_type = 'weekly' WHERE id = 1`],
    ['participations.status', `UPDATE participations SET status = 'declined' WHERE id = 1`],
    ['participations.update_days', `UPDATE participations SET update_days = '{0,5}' WHERE id = 1`],
    [
      'project_documents.type',
      `INSERT INTO project_documents (project_id, title, type) VALUES (1, 'D', 'invoice')`,
    ],
    [
      'project_documents.status',
      `INSERT INTO project_documents (project_id, title, status) VALUES (1, 'D', 'gone')`,
    ],
    [
      'progress_events.type',
      `INSERT INTO progress_events (project_id, type, title, due_at) VALUES (1, 'party', 'T', now())`,
    ],
    [
      'invites.category',
      `INSERT INTO invites (email, first_name, last_name, type, category, key_hash, expires_at) VALUES ('c@example.com', 'C', 'C', 1, 'x', 'h', now())`,
    ],
    [
      'outbox.status',
      `INSERT INTO outbox ("to", subject, text, template, status) VALUES ('a@example.com', 's', 't', 't', 'lost')`,
    ],
    [
      'payout_accounts.provider',
      `INSERT INTO payout_accounts (user_id, provider, status, account_name, account_hint) VALUES (1, 'paypal', 'pending', 'A', '1')`,
    ],
    ['skills.type', `INSERT INTO skills (name, slug, type) VALUES ('X', 'x-unique', 'tool')`],
    [
      'a negative rate',
      `INSERT INTO participation_rates (participation_id, effective_from, client_rate_minor) VALUES (1, '2026-01-01', -1)`,
    ],
    [
      'a rate past 999,999,999.99',
      `INSERT INTO participation_rates (participation_id, effective_from, payout_rate_minor) VALUES (1, '2026-01-02', 100000000000)`,
    ],
    ['a missing avatar file', `UPDATE users SET avatar_file_id = 999 WHERE id = 1`],
    ['a missing ID document file', `INSERT INTO profiles (user_id, id_document_file_id) VALUES (1, 999)`],
  ])('%s', async (_name, sql) => {
    await expect(run(sql)).rejects.toThrow(/violates (check|foreign key) constraint/);
  });

  it('keeps rates wider than 32 bits (bigint) up to the money limit', async () => {
    await run(
      `INSERT INTO participation_rates (participation_id, effective_from, client_rate_minor) VALUES (1, '2026-02-01', 99999999999)`,
    );
    const result = await run(
      `SELECT client_rate_minor::text AS v FROM participation_rates WHERE effective_from = '2026-02-01'`,
    );
    expect(result?.rows[0]).toEqual({ v: '99999999999' });
  });

  it('clears an avatar when its file goes', async () => {
    await run(
      `INSERT INTO files (id, stored_name, original_name, mime_type, size) VALUES (7, 's7', 'a.png', 'image/png', 1)`,
    );
    await run(`UPDATE users SET avatar_file_id = 7 WHERE id = 1`);
    await run(`DELETE FROM files WHERE id = 7`);
    expect((await run(`SELECT avatar_file_id FROM users WHERE id = 1`))?.rows[0]).toEqual({
      avatar_file_id: null,
    });
  });
});

describe('updated_at is kept by one trigger', () => {
  it('an update that does not set it moves it to now(); one that sets it keeps its value', async () => {
    await run(`UPDATE projects SET updated_at = '2020-01-01T00:00:00Z' WHERE id = 1`);
    const kept = await run(`SELECT updated_at::date::text AS d FROM projects WHERE id = 1`);
    expect(kept?.rows[0]).toEqual({ d: '2020-01-01' });
    await run(`UPDATE projects SET title = 'Q' WHERE id = 1`);
    const moved = await run(`SELECT updated_at > '2021-01-01' AS moved FROM projects WHERE id = 1`);
    expect(moved?.rows[0]).toEqual({ moved: true });
  });

  it('every table with updated_at has the trigger', async () => {
    const missing = await run(
      `SELECT c.table_name FROM information_schema.columns c WHERE c.table_schema = 'public' AND c.column_name = 'updated_at'
       AND NOT EXISTS (SELECT 1 FROM information_schema.triggers t WHERE t.event_object_table = c.table_name AND t.action_statement LIKE '%set_updated_at%')`,
    );
    expect(missing?.rows).toEqual([]);
  });
});
