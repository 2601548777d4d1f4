// @ts-check
// A large insert as the seeds make it: fast, and leaving the table as the app's migrations built it.

/** @typedef {import('./types.d.ts').Sql} Sql */

/**
 * Runs `load` in one transaction with the memory given, the table's secondary indexes dropped
 * first and rebuilt afterwards from their own definitions (constraint indexes stay), and, for a
 * superuser, without triggers (`session_replication_role = replica`): the rows reference existing
 * ones by construction, so the foreign-key checks (and, where a seed writes a trigger's column
 * itself, the trigger) are skipped; anyone else waits for them.
 * @param {Sql} sql
 * @param {string} table
 * @param {{ maintenanceWorkMem: string, workMem?: string }} memory e.g. `{ maintenanceWorkMem: '512MB' }`
 * @param {(tx: Pick<Sql, 'engine' | 'query'>) => Promise<void>} load
 */
export async function bulkLoad(sql, table, memory, load) {
  const indexes = await sql.query(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = current_schema() and i.tablename = $1
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [table],
  );
  const [role] = await sql.query('select rolsuper as superuser from pg_roles where rolname = current_user');
  await sql.transaction(async (tx) => {
    await tx.query(`set local maintenance_work_mem = '${memory.maintenanceWorkMem}'`);
    if (memory.workMem) await tx.query(`set local work_mem = '${memory.workMem}'`);
    if (role?.superuser) await tx.query(`set local session_replication_role = replica`);
    for (const index of indexes) await tx.query(`drop index ${index.name}`);
    await load(tx);
    for (const index of indexes) await tx.query(String(index.definition));
  });
}
