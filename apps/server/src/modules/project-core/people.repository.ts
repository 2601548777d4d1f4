import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
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

/**
 * Every project read names its people: one prepared statement whatever their number (the ids as
 * one `int[]` parameter), not a statement built and parsed per count of ids (ADR 028's bench).
 */
const peopleRead = preparedPer((db) =>
  db
    .select(personColumns(users))
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('kazi_people'),
);

/** People by id in one statement. */
export async function loadPeople(db: Db, ids: readonly (number | null)[]): Promise<Map<number, PersonRow>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await peopleRead(db).execute({ ids: wanted });
  return new Map(rows.map((row) => [row.id, row]));
}
