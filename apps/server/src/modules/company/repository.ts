import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import type { CompanyRow } from '../users/repository.ts';

export type CompanyChanges = Partial<Omit<typeof companies.$inferInsert, 'id' | 'ownerId'>>;

export async function findOwnCompany(db: Db, ownerId: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.ownerId, ownerId)).limit(1);
  return row ?? null;
}

/** Serialises company saves per owner (the first save creates the row). */
export async function lockOwner(db: Db, ownerId: number): Promise<void> {
  await db.execute(sql`select ${users.id} from ${users} where ${users.id} = ${ownerId} for update`);
}

export async function updateCompany(db: Db, id: number, changes: CompanyChanges): Promise<CompanyRow | null> {
  const [row] = await db.update(companies).set(changes).where(eq(companies.id, id)).returning();
  return row ?? null;
}

export async function insertCompany(
  db: Db,
  ownerId: number,
  changes: CompanyChanges,
): Promise<CompanyRow | null> {
  const [row] = await db
    .insert(companies)
    .values({ ...changes, name: changes.name ?? '', ownerId })
    .returning();
  return row ?? null;
}
