import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check } from 'drizzle-orm/pg-core';

/**
 * CHECK (column in (…)) from a shared `as const` array: the database refuses a value the array
 * does not hold (ADR 023). NULL passes; `notNull()` says whether it may be missing.
 */
export function oneOf(name: string, column: AnyPgColumn, values: readonly (string | number)[]) {
  const list = values
    .map((value) => (typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`))
    .join(', ');
  return check(name, sql`${column} in (${sql.raw(list)})`);
}
