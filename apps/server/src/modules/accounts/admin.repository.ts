import type { AccountType, createClientBody } from '@kazi/shared/accounts/users';
import { USER_TYPES } from '@kazi/shared/auth/roles';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { companies, users } from '../../db/schema/index.ts';
import type { UserRow } from '../users/repository.ts';

export interface AdminUserRow {
  user: typeof users.$inferSelect;
  company: { id: number; name: string } | null;
}

export interface UsersFilter {
  isActive?: boolean | undefined;
  accountType?: AccountType | undefined;
  type?: number | undefined;
  search?: string | undefined;
}

const noStaffFlags = and(eq(users.isAdmin, false), eq(users.isPayAdmin, false), eq(users.isStaff, false));

/** `account_type` as roles (docs/permissions.md): staff flags replace the type's role. */
function accountTypeFilter(accountType: AccountType | undefined): SQL | undefined {
  switch (accountType) {
    case 'admin':
      return eq(users.isAdmin, true);
    case 'developer':
      return and(eq(users.type, 1), noStaffFlags);
    case 'project_owner':
      return and(eq(users.type, 2), noStaffFlags);
    case 'client_manager':
      return and(eq(users.type, 3), noStaffFlags);
    case 'client_support_officer':
      return and(eq(users.type, 6), noStaffFlags);
    default:
      return undefined;
  }
}

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.email, pattern),
    ilike(companies.name, pattern),
  );
}

function whereOf(filter: UsersFilter): SQL | undefined {
  return and(
    filter.isActive === undefined ? undefined : eq(users.isActive, filter.isActive),
    accountTypeFilter(filter.accountType),
    filter.type === undefined ? undefined : eq(users.type, filter.type),
    searchFilter(filter.search),
  );
}

const columns = { user: users, company: { id: companies.id, name: companies.name } };

/** One page of users with their company: two statements whatever the page size. */
export async function listUsers(
  db: Db,
  filter: UsersFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminUserRow[]; count: number }> {
  const where = whereOf(filter);
  const order =
    filter.isActive === false
      ? [desc(users.deactivatedAt), desc(users.id)]
      : [desc(users.dateJoined), desc(users.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .leftJoin(companies, eq(companies.ownerId, users.id))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(companies, eq(companies.ownerId, users.id))
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function findAdminUser(db: Db, id: number): Promise<AdminUserRow | null> {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(companies, eq(companies.ownerId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

export interface NewClient {
  email: string;
  firstName: string;
  lastName: string;
  source: number;
  company: z.output<typeof createClientBody>['company'];
}

/** A client (project owner) without a password, and their company. */
export async function insertClient(tx: Db, client: NewClient): Promise<UserRow> {
  const [user] = await tx
    .insert(users)
    .values({
      email: client.email,
      username: client.email,
      passwordHash: null,
      firstName: client.firstName,
      lastName: client.lastName,
      type: USER_TYPES.project_owner,
      source: client.source,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  const { company } = client;
  await tx.insert(companies).values({
    ownerId: user.id,
    name: company.name,
    street: company.street,
    plotNumber: company.plot_number,
    city: company.city,
    postalCode: company.postal_code,
    country: company.country,
    vatNumber: company.vat_number || null,
  });
  return user;
}
