import type { PayoutProviderName } from '@kazi/shared/payouts/rules';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payoutAccounts, users } from '../../db/schema/index.ts';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type PayoutAccountInsert = typeof payoutAccounts.$inferInsert;

/** Serialises payout-method changes per person (one default, one active account per provider). */
export async function lockOwner(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`);
}

export async function findAccountInState(
  db: Db,
  userId: number,
  provider: PayoutProviderName,
  status: 'active' | 'pending',
): Promise<PayoutAccountRow | null> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(
      and(
        eq(payoutAccounts.userId, userId),
        eq(payoutAccounts.provider, provider),
        eq(payoutAccounts.status, status),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function hasDefault(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payoutAccounts.id })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.isDefault, true)))
    .limit(1);
  return Boolean(row);
}

export async function insertAccount(db: Db, values: PayoutAccountInsert): Promise<PayoutAccountRow> {
  const [row] = await db.insert(payoutAccounts).values(values).returning();
  if (!row) throw new Error('payout account insert returned nothing');
  return row;
}

/** Takes an account out of use (kept for past payouts); conditional on its current status. */
export async function retireAccount(
  db: Db,
  id: number,
  from: 'active' | 'pending',
): Promise<PayoutAccountRow | null> {
  const [row] = await db
    .update(payoutAccounts)
    .set({ status: 'replaced', isDefault: false, replacedAt: new Date() })
    .where(and(eq(payoutAccounts.id, id), eq(payoutAccounts.status, from)))
    .returning();
  return row ?? null;
}

export async function linkReplacement(db: Db, oldId: number, newId: number): Promise<void> {
  await db.update(payoutAccounts).set({ replacedById: newId }).where(eq(payoutAccounts.id, oldId));
}

/** A pending account becomes active (and the default when asked); null if it was not pending. */
export async function activateAccount(
  db: Db,
  id: number,
  makeDefault: boolean,
): Promise<PayoutAccountRow | null> {
  const [row] = await db
    .update(payoutAccounts)
    .set({ status: 'active', isDefault: makeDefault, activatedAt: new Date() })
    .where(and(eq(payoutAccounts.id, id), eq(payoutAccounts.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Clears the person's default; the account that held it, if any. */
export async function clearDefault(db: Db, userId: number): Promise<PayoutAccountRow | null> {
  const [row] = await db
    .update(payoutAccounts)
    .set({ isDefault: false })
    .where(and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.isDefault, true)))
    .returning();
  return row ?? null;
}

/** Makes an active, non-default account the default: the conditional update behind 409s. */
export async function setDefault(db: Db, userId: number, id: number): Promise<PayoutAccountRow | null> {
  const [row] = await db
    .update(payoutAccounts)
    .set({ isDefault: true })
    .where(
      and(
        eq(payoutAccounts.id, id),
        eq(payoutAccounts.userId, userId),
        eq(payoutAccounts.status, 'active'),
        eq(payoutAccounts.isDefault, false),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findAccount(db: Db, id: number): Promise<PayoutAccountRow | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.id, id)).limit(1);
  return row ?? null;
}

export async function findOwnAccount(db: Db, userId: number, id: number): Promise<PayoutAccountRow | null> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.id, id), eq(payoutAccounts.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The accounts in use (active and pending), default first, then by provider order: one statement. */
export async function currentAccounts(db: Db, userId: number): Promise<PayoutAccountRow[]> {
  return db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), inArray(payoutAccounts.status, ['active', 'pending'])))
    .orderBy(desc(payoutAccounts.isDefault), desc(payoutAccounts.id))
    .limit(10);
}

/** A page of one provider's records of a person, newest first, with the total: two statements. */
export async function listRecords(
  db: Db,
  userId: number,
  provider: PayoutProviderName,
  isActive: boolean | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: PayoutAccountRow[]; count: number }> {
  const filters = [eq(payoutAccounts.userId, userId), eq(payoutAccounts.provider, provider)];
  if (isActive === true) filters.push(eq(payoutAccounts.status, 'active'));
  if (isActive === false) filters.push(ne(payoutAccounts.status, 'active'));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payoutAccounts)
      .where(where)
      .orderBy(desc(payoutAccounts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(payoutAccounts).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function findUserForPayouts(
  db: Db,
  userId: number,
): Promise<{ id: number; type: number; email: string; firstName: string } | null> {
  const [row] = await db
    .select({ id: users.id, type: users.type, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
