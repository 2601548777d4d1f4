import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { auditLog, invoices } from '../../../db/schema/index.ts';

/**
 * `count` pending sales of 10.00 (12.10 with VAT) on one project, all dated `day`, titled `Bulk 1`…
 * in one statement: the large export's data.
 */
export async function insertManySales(db: Db, projectId: number, count: number, day: string): Promise<void> {
  await db.execute(sql`insert into ${invoices} (type, title, project_id, issued_at, due_at, payment_period,
      currency, amount_minor, vat_minor, total_minor, vat_mode, vat_rate_bp, status)
    select 'sale', 'Bulk ' || n, ${projectId}, ${day}::date, ${day}::date + 14, 14, 'EUR', 1000, 210, 1210,
      'home', 2100, 'pending'
    from generate_series(1, ${count}) as n`);
}

/** The audit rows a request wrote. */
export const auditsOfRequest = (db: Db, requestId: string) =>
  db.select().from(auditLog).where(eq(auditLog.requestId, requestId));
