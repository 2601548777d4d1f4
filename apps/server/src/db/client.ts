import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/**
 * The one database type repositories take; a transaction is one too. Without the schema: queries
 * name their tables, and Drizzle would build a relational query helper per table for every
 * transaction.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

type Engine = 'pglite' | 'postgres';

/** The connection pool at a glance (Prometheus gauges): connections open, idle, and queries waiting for one. */
interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  engine: Engine;
  /** Runs one SQL statement with parameters; pg-boss and migrations use it. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
  /** The pool's use now; null on PGlite (one in-process connection, no pool). */
  poolUse(): PoolUse | null;
  /** The PGlite instance when embedded (tests clone it); null on PostgreSQL. */
  pglite: PGlite | null;
}

export interface DatabaseOptions {
  /** Called with every statement run through Drizzle (tests count queries per request with it). */
  onQuery?: (sql: string) => void;
}

const loggerFor = ({ onQuery }: DatabaseOptions) =>
  onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {};

export function fromPglite(client: PGlite, options: DatabaseOptions = {}): Database {
  return {
    db: drizzlePglite({ client, ...loggerFor(options) }) as unknown as Db,
    engine: 'pglite',
    pglite: client,
    async executeSql(text, values) {
      if (!values?.length) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      const result = await client.query<Record<string, unknown>>(text, values);
      return { rows: result.rows };
    },
    close: () => client.close(),
    poolUse: () => null,
  };
}

/**
 * Every embedded PGlite opens through here, with the extensions the migrations create (pg_trgm:
 * the talent search's trigram index, migration 0024); PostgreSQL servers ship them in contrib.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const client = await createPglite(dataDir ? { dataDir } : {});
  return fromPglite(client);
}

/**
 * node-postgres' client, its promise calls answered through its callback API. Awaited in a loop
 * through its own promise API (as Drizzle does), the rows of every statement outlived the young
 * generation and waited in the old space for a full collection: a 1,000,000-row export grew the
 * heap by 200 MB, all garbage. Through the callback they die young (ADR 034).
 */
class Client extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: one signature standing for node-postgres' overloads
  override query(config: any, values?: any, callback?: any): any {
    if (typeof values === 'function' || callback || typeof config?.submit === 'function')
      return super.query(config, values, callback);
    return new Promise((resolve, reject) => {
      super.query(config, values, (error: Error | null, result: pg.QueryResult) =>
        error ? reject(error) : resolve(result),
      );
    }).catch((error: Error) => {
      // As node-postgres' own promise does: a stack back to the caller, not to the socket's read.
      Error.captureStackTrace(error);
      throw error;
    });
  }
}

export function openPostgres(url: string, poolSize = 10, options: DatabaseOptions = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client });
  // An idle client dropped by the server (restart, failover, admin command) is removed from the
  // pool, which then reconnects; without a listener the 'error' event would crash the process.
  pool.on('error', () => {});
  return {
    db: drizzlePg({ client: pool, ...loggerFor(options) }) as unknown as Db,
    engine: 'postgres',
    pglite: null,
    async executeSql(text, values) {
      const result = await pool.query(text, values as unknown[] | undefined);
      return { rows: result.rows };
    },
    close: () => pool.end(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Rows of a raw SQL statement; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
