// @ts-check
// The folded invoice totals (ADR 032) after a bulk load that ran without the invoices trigger.

/** @typedef {import('./types.d.ts').Sql} Sql */

/**
 * Rebuilds the folded totals from the invoices, as migrations 0026, 0032 and 0037 first filled them,
 * with no change left to fold: what the app's counts and summaries read matches the rows.
 * @param {Sql} sql
 */
export async function refoldInvoiceTotals(sql) {
  await sql.transaction(async (tx) => {
    for (const table of [
      'invoice_total_changes',
      'invoice_list_counts',
      'invoice_day_totals',
      'invoice_due_counts',
      'invoice_project_counts',
    ])
      await tx.query(`delete from ${table}`);
    await tx.query(
      `insert into invoice_list_counts (type, status, paid, archived, n)
       select type, status, paid, archived, count(*) from invoices where deleted_at is null
       group by type, status, paid, archived`,
    );
    await tx.query(
      `insert into invoice_day_totals (issued_at, currency, type, status, paid, archived, n, total_minor)
       select issued_at, currency, type, status, paid, archived, count(*), sum(total_minor) from invoices
       where deleted_at is null group by issued_at, currency, type, status, paid, archived`,
    );
    await tx.query(
      `insert into invoice_due_counts (due_at, type, n)
       select due_at, type, count(*) from invoices
       where deleted_at is null and not paid and not archived and due_at is not null group by due_at, type`,
    );
    await tx.query(
      `insert into invoice_project_counts (project_id, type, status, paid, archived, n)
       select project_id, type, status, paid, archived, count(*) from invoices where deleted_at is null
       group by project_id, type, status, paid, archived`,
    );
  });
  await sql.query(
    'vacuum (analyze) invoice_list_counts, invoice_day_totals, invoice_due_counts, invoice_project_counts',
  );
}

/**
 * Rebuilds the payouts list's rows per batch (ADR 033, migration 0035) from the payouts, and their
 * counts per list (migration 0040), as the migrations first filled them, with no change left to fold.
 * @param {Sql} sql
 */
export async function rebuildPayoutBatches(sql) {
  await sql.transaction(async (tx) => {
    await tx.query('delete from payout_batches');
    await tx.query(
      `insert into payout_batches select * from payout_batch_heads(array(
         select distinct coalesce(batch_ref, 'id:' || id) from invoices where type = 'purchase' and deleted_at is null))`,
    );
    await tx.query('delete from payout_batch_count_changes');
    await tx.query('delete from payout_batch_counts');
    await tx.query(
      `insert into payout_batch_counts (list, n)
         select 'unarchived', count(*) filter (where unarchived_id is not null) from payout_batches
         union all select 'unpaid', count(*) filter (where unpaid_id is not null) from payout_batches
         union all select 'paid', count(*) filter (where paid_id is not null) from payout_batches
         union all select 'archived', count(*) filter (where archived_id is not null) from payout_batches`,
    );
  });
  await sql.query('vacuum (analyze) payout_batches');
}
