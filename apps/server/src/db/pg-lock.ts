import pg from 'pg';
import { pino } from 'pino';
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

interface LockLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface LockOptions {
  log?: LockLog;
  /** The first wait before taking a lost shared lock again; it doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

async function takeLock(url: string, mode: DatabaseLockMode): Promise<pg.Client> {
  // keepAlive: a connection cut without a FIN (a firewall, a failover) is noticed, not held forever.
  const client = new pg.Client({
    connectionString: url,
    application_name: `kazi (${mode} lock)`,
    keepAlive: true,
  });
  // Until the lock is held, a failure rejects connect() or the query below.
  client.on('error', () => {});
  await client.connect();
  const fn = mode === 'shared' ? 'pg_try_advisory_lock_shared' : 'pg_try_advisory_lock';
  const result = await client
    .query<{ locked: boolean }>(`select ${fn}($1, $2) as locked`, [...DATABASE_LOCK])
    .catch(async (error: unknown) => {
      await client.end().catch(() => {});
      throw error;
    });
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
  return client;
}

/**
 * A session-level advisory lock on one dedicated connection, held until release (or until the
 * process dies and PostgreSQL ends its connection). Servers take it shared, so any number of app
 * processes can use one database; `db:seed` and `db:reset` take it exclusive, so they refuse
 * while a server runs, and a server refuses to start while they run (ADR 019).
 *
 * The lock lives as long as its connection: when a server's lock connection is lost (a restart,
 * a terminated backend, a network cut), it says so as an error and takes the shared lock again on
 * a new connection, retrying with backoff, so a seed cannot start under a running server unnoticed.
 */
export async function lockDatabase(
  url: string,
  mode: DatabaseLockMode,
  options: LockOptions = {},
): Promise<() => Promise<void>> {
  const log = options.log ?? pino({ name: 'kazi-db-lock' });
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  let client = await takeLock(url, mode);
  let released = false;
  let retry: NodeJS.Timeout | undefined;

  const retake = (waitMs: number) => {
    retry = setTimeout(async () => {
      if (released) return;
      try {
        client = await takeLock(url, mode);
        if (released) {
          await client.end().catch(() => {});
          return;
        }
        watch(client);
        log.info({ database: describe(url), mode }, 'database lock taken again');
      } catch (error) {
        log.error(
          { err: error, database: describe(url), mode, retryInMs: Math.min(waitMs * 2, maxRetryMs) },
          'database lock still lost: db:seed or db:reset could run under this server',
        );
        retake(Math.min(waitMs * 2, maxRetryMs));
      }
    }, waitMs);
    retry.unref();
  };

  const watch = (held: pg.Client) => {
    let lost = false;
    const onLost = (error?: unknown) => {
      if (released || lost) return;
      lost = true;
      log.error(
        { err: error, database: describe(url), mode },
        'database lock connection lost: the advisory lock went with it; taking it again',
      );
      held.end().catch(() => {});
      if (mode === 'shared') retake(options.retryMs ?? 1000);
    };
    held.on('error', onLost);
    held.on('end', () => onLost());
  };
  watch(client);

  return async () => {
    if (released) return;
    released = true;
    clearTimeout(retry);
    await client.end().catch(() => {});
  };
}
