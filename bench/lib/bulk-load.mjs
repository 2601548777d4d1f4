// @ts-check
// One bulk load into a table, as the bench seeds do it: its secondary indexes dropped, the rows
// inserted in one transaction with generous memory, then the indexes rebuilt from their own
// definitions (much faster than maintaining them row by row).

/** @typedef {import('./types.d.ts').Sql} Sql */

/**
 * Runs `load` in one transaction on `table` without its secondary indexes (those that back no
 * constraint), rebuilt afterwards. The rows must reference existing records by construction: a
 * superuser skips the foreign-key and other triggers (`session_replication_role`), anyone else
 * waits for them.
 * @param {Sql} sql
 * @param {string} table
 * @param {(tx: Pick<Sql, 'engine' | 'query'>) => Promise<void>} load
 */
export async function bulkLoad(sql, table, load) {
  const indexes = await sql.query(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = current_schema() and i.tablename = $1
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [table],
  );
  const [role] = await sql.query('select rolsuper as superuser from pg_roles where rolname = current_user');
  await sql.transaction(async (tx) => {
    await tx.query(`set local maintenance_work_mem = '512MB'`);
    await tx.query(`set local work_mem = '256MB'`);
    if (role?.superuser) await tx.query(`set local session_replication_role = replica`);
    for (const index of indexes) await tx.query(`drop index ${index.name}`);
    await load(tx);
    for (const index of indexes) await tx.query(String(index.definition));
  });
}
