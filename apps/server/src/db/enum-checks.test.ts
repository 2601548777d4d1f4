import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import type { Db } from './client.ts';
import * as schema from './schema/index.ts';

/*
 * Every Drizzle column declared with an enum (`text({ enum })`) must have a CHECK that refuses any
 * other value (ADR 023), so an enum added without its CHECK fails here rather than in production.
 * Each column is probed on a temporary copy of its table with its CHECKs and without its NOT NULLs:
 * every value of the array goes in, a value outside it does not. On the engine the suite runs.
 */
interface EnumColumn {
  table: string;
  column: string;
  columns: string[];
  values: readonly string[];
}

const ENUM_COLUMNS: EnumColumn[] = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .flatMap((table) => {
    const config = getTableConfig(table);
    const columns = config.columns.map((column) => column.name);
    return config.columns
      .filter((column) => column.enumValues?.length)
      .map((column) => ({
        table: config.name,
        column: column.name,
        columns,
        values: column.enumValues ?? [],
      }));
  });

const OUTSIDE = 'no-such-value';
/** Thrown to roll a probe back once it has its answer. */
const ROLLED_BACK = new Error('rolled back');

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface PgError {
  code?: string;
  message?: string;
}

/** The PostgreSQL error under drizzle's wrapper. */
const pgError = (error: unknown): PgError => (error as { cause?: PgError }).cause ?? (error as PgError);

/** Inserts each value into a rolled-back copy of the table; the error of the first refused value. */
async function firstRefusal(db: Db, probe: EnumColumn, values: readonly string[]): Promise<PgError | null> {
  let refusal: PgError | null = null;
  await db
    .transaction(async (tx) => {
      await tx.execute(
        sql.raw(
          `CREATE TEMP TABLE enum_probe (LIKE ${quoted(probe.table)} INCLUDING CONSTRAINTS) ON COMMIT DROP`,
        ),
      );
      const nullable = probe.columns.map((column) => `ALTER COLUMN ${quoted(column)} DROP NOT NULL`);
      await tx.execute(sql.raw(`ALTER TABLE enum_probe ${nullable.join(', ')}`));
      for (const value of values) {
        try {
          await tx.execute(sql`INSERT INTO enum_probe (${sql.identifier(probe.column)}) VALUES (${value})`);
        } catch (error) {
          refusal = pgError(error);
          break;
        }
      }
      throw ROLLED_BACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLED_BACK) throw error;
    });
  return refusal;
}

describe('every enum column has a CHECK (ADR 023)', () => {
  it('finds the enum columns of the schema', () => {
    expect(ENUM_COLUMNS.length).toBeGreaterThan(20);
  });

  it.each(ENUM_COLUMNS.map((probe) => [`${probe.table}.${probe.column}`, probe] as const))(
    '%s takes every value of its array and refuses any other',
    async (_name, probe) => {
      expect(await firstRefusal(testApp.database.db, probe, probe.values)).toBeNull();
      const refusal = await firstRefusal(testApp.database.db, probe, [OUTSIDE]);
      expect(refusal?.code, `${probe.table}.${probe.column} has no CHECK`).toBe('23514');
    },
  );
});
