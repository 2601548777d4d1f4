import pg from 'pg';
import { DataDirLockedError } from './lock.ts';

/** The advisory lock (class, key) every Kazi process takes on its PostgreSQL database. */
const DATABASE_LOCK = [7300, 1] as const;

export class DatabaseInUseError extends DataDirLockedError {}

export type DatabaseLockMode = 'shared' | 'exclusive';

/** Where a URL points, without its password, for messages. */
function describe(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'the configured database';
  }
}

/**
 * A session-level advisory lock on one dedicated connection, held until release (or until the
 * process dies and PostgreSQL ends its connection). Servers take it shared, so any number of app
 * processes can use one database; `db:seed` and `db:reset` take it exclusive, so they refuse
 * while a server runs, and a server refuses to start while they run (ADR 019).
 */
export async function lockDatabase(url: string, mode: DatabaseLockMode): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url, application_name: `kazi (${mode} lock)` });
  // A dropped connection drops the lock with it; without a listener 'error' would crash the process.
  client.on('error', () => {});
  await client.connect();
  const fn = mode === 'shared' ? 'pg_try_advisory_lock_shared' : 'pg_try_advisory_lock';
  const result = await client.query<{ locked: boolean }>(`select ${fn}($1, $2) as locked`, [
    ...DATABASE_LOCK,
  ]);
  if (!result.rows[0]?.locked) {
    await client.end().catch(() => {});
    throw new DatabaseInUseError(
      mode === 'exclusive'
        ? `The database ${describe(url)} is in use by a running Kazi server. Stop every server that uses ` +
            'it first, or set DATABASE_URL to another database.'
        : `The database ${describe(url)} is being seeded or reset (npm run db:seed / db:reset). ` +
            'Start the server once that has finished.',
    );
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    await client.end().catch(() => {});
  };
}
