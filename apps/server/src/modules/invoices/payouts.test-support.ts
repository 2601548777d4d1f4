// The payouts' API tests (ADR 033, ADR 036): payouts, their recipients' payout methods, batches.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createPayoutAccount } from '../../db/factories/payouts.ts';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { invoices } from '../../db/schema/index.ts';
import type { HoursPeople } from './hours.test-support.ts';
import { type InvoiceOverrides, type InvoiceRow, insertInvoice } from './test-support.ts';

/**
 * A payout (type purchase, ADR 033) of 100.00 EUR to `userId`, a draft without VAT; `batchRef`
 * groups it with others. Override any column.
 */
export function insertPayout(db: Db, overrides: InvoiceOverrides & { userId: number }): Promise<InvoiceRow> {
  return insertInvoice(db, { type: 'purchase', vatRateBp: 0, amountMinor: 10_000, ...overrides });
}

/** A recipient's payout method: an active IBAN made the default, or a Payoneer setup still pending. */
export function givePayoutMethod(
  db: Db,
  userId: number,
  method: 'iban' | 'payoneer_pending' | 'payoneer_active',
) {
  if (method === 'iban') {
    return createPayoutAccount(
      db,
      userId,
      { provider: 'iban', holder: 'Dev Holder', iban: 'NL91ABNA0417164300' },
      { isDefault: true },
    );
  }
  const active = method === 'payoneer_active';
  return createPayoutAccount(
    db,
    userId,
    { provider: 'payoneer', email: `dev${userId}@example.com`, firstName: 'Dev', lastName: 'Eloper' },
    { status: active ? 'active' : 'pending', isDefault: active },
  );
}

// The payout batches' API tests (ADR 036).

let batches = 0;

/** A batch ref made from a number, so the authorization matrix (numeric ids) can name it. */
export const batchRefOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A draft payout batch on the project: one payout per recipient, in EUR without VAT. */
export async function insertPayoutBatch(
  db: Db,
  projectId: number,
  members: readonly { userId: number; amountMinor: number; status?: InvoiceRow['status'] }[],
): Promise<{ number: number; batchRef: string; ids: number[] }> {
  batches += 1;
  const number = 900_000 + batches;
  const batchRef = batchRefOf(number);
  const ids: number[] = [];
  for (const member of members) {
    const row = await insertInvoice(db, {
      type: 'purchase',
      projectId,
      userId: member.userId,
      amountMinor: member.amountMinor,
      vatRateBp: 0,
      status: member.status ?? 'draft',
      batchRef,
    });
    ids.push(row.id);
  }
  return { number, batchRef, ids };
}

/** Every payout of a project, deleted ones too, oldest first. */
export const payoutsOf = (db: Db, projectId: number) =>
  db
    .select()
    .from(invoices)
    .where(and(eq(invoices.projectId, projectId), eq(invoices.type, 'purchase')))
    .orderBy(asc(invoices.id));

/** A payout team: a project with `dev`, `dev2` and `dev3` of `hoursPeople` on its team. */
export async function payoutProject(
  db: Db,
  p: HoursPeople,
  overrides: Parameters<typeof createProject>[1] = {},
) {
  const project = await createProject(db, { ownerId: p.owner.user.id, ...overrides });
  for (const who of [p.dev, p.dev2, p.dev3]) await addParticipant(db, project.id, who.user.id);
  return project;
}
