import { inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The columns a person object needs; select them with `personColumns(users)` or an alias. */
type PersonKey = 'id' | 'firstName' | 'lastName' | 'email' | 'avatarFileId';
export const personColumns = <T extends Record<PersonKey, AnyPgColumn>>(table: T): Pick<T, PersonKey> => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
  avatarFileId: table.avatarFileId,
});

export interface PersonRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  avatarFileId: number | null;
}

/** People by id in one statement. */
export async function loadPeople(db: Db, ids: readonly (number | null)[]): Promise<Map<number, PersonRow>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.select(personColumns(users)).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
