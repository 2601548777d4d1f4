import pg from 'pg';

/** Advisory lock keys (class 7300, as the database lock) of the start-up steps run one at a time. */
export const STARTUP_LOCKS = { jobQueues: 2 } as const;

/**
 * Runs `work` while this process holds a session advisory lock on a connection of its own, so that
 * processes starting together on one PostgreSQL database take turns at it (ADR 040). The lock goes
 * with the connection, also when the process dies.
 */
export async function oneAtATime<T>(url: string, key: number, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'kazi (start-up lock)' });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', [7300, key]);
    return await work();
  } finally {
    await client.end().catch(() => {});
  }
}
