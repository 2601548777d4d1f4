// @ts-check
// One SQL handle over either engine, for the floor and for scenario seeds. The drivers are the
// app's own (a pg Pool of the app's size; PGlite on the same data dir — only ever opened while the
// app is stopped, since two PGlite instances on one dir lose writes).
import os from 'node:os';

/** @typedef {import('./types.d.ts').Sql} Sql */
/** @typedef {{ engine: 'postgres', url: string } | { engine: 'pglite', dir: string }} SqlTarget */

/**
 * Connections to PostgreSQL, of the app (its `DATABASE_POOL_SIZE`) and of the floor alike: twice the
 * machine's cores, since PostgreSQL runs on them (ADR 042). `BENCH_POOL_SIZE` sets another size.
 */
// The app refuses a size out of its range (DATABASE_POOL_SIZE) when it starts.
export const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 2 * os.availableParallelism());

/**
 * @param {SqlTarget} target
 * @returns {Promise<Sql>}
 */
export async function openSql(target) {
  if (target.engine === 'postgres') {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: target.url, max: POOL_SIZE });
    await pool.query('select 1');
    /** @param {import('pg').Pool | import('pg').PoolClient} on @returns {Sql['query']} */
    const queryOn = (on) => async (text, params, name) => {
      const values = /** @type {unknown[] | undefined} */ (params);
      const result = await on.query(name ? { name, text, values } : { text, values });
      return /** @type {never[]} */ (result.rows);
    };
    return {
      engine: 'postgres',
      query: queryOn(pool),
      async transaction(work) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await work({ engine: 'postgres', query: queryOn(client) });
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // The app's extensions (apps/server/src/db/client.ts createPglite): its indexes use them.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create({ dataDir: target.dir, extensions: { pg_trgm } });
  /** @param {Pick<import('@electric-sql/pglite').PGlite, 'query'>} on @returns {Sql['query']} */
  const queryOn = (on) => async (text, params) => {
    const result = await on.query(text, params);
    return /** @type {never[]} */ (result.rows);
  };
  return {
    engine: 'pglite',
    query: queryOn(client),
    transaction: (work) => client.transaction((tx) => work({ engine: 'pglite', query: queryOn(tx) })),
    close: () => client.close(),
  };
}
