import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../../db/migrate.ts';
import { pingDatabase } from './repository.ts';

export interface Readiness {
  database: 'ok' | 'unavailable';
  /** `pending`: this build has migrations the database has not recorded (a newer build may have more). */
  migrations: 'ok' | 'pending' | 'unavailable';
  storage: 'ok' | 'unavailable';
}

/** A check that hangs (a bucket that does not answer) fails after this long instead of holding the probe. */
const CHECK_TIMEOUT_MS = 5_000;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether this process can serve (ADR 038): the database answers, it has every migration this
 * build ships, and the file store takes and gives back bytes. The checks run together; a failure is
 * logged (with its cause) and answered by name only.
 */
export async function readiness(app: FastifyInstance): Promise<Readiness> {
  const failed = (check: keyof Readiness) => (error: unknown) => {
    app.log.error({ err: error, check }, 'ready check failed');
    return 'unavailable' as const;
  };
  const [database, migrations, storage] = await Promise.all([
    withinTimeout(pingDatabase(app.db)).then(() => 'ok' as const, failed('database')),
    withinTimeout(pendingMigrations(app.database)).then((pending) => {
      if (!pending.length) return 'ok' as const;
      app.log.error({ pending }, 'ready check failed: migrations not applied');
      return 'pending' as const;
    }, failed('migrations')),
    withinTimeout(app.fileStore.check()).then(() => 'ok' as const, failed('storage')),
  ]);
  return { database, migrations, storage };
}

export const isReady = (checks: Readiness): boolean =>
  checks.database === 'ok' && checks.migrations === 'ok' && checks.storage === 'ok';
