import { is, Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { withPlannedRows } from './row-mapping.ts';

/** A Drizzle handle's session: its connection, and options every transaction of that database shares. */
type Session = Db['_']['session'] & { client: object; options: object };

const sessionOf = (db: Db): Session => db._.session as Session;

/**
 * A statement built once per database: `build` returns a Drizzle `.prepare(name)` query (values as
 * `sql.placeholder`), which PostgreSQL parses and plans once per connection instead of once per
 * request. For the hot statements routes repeat (the project for its caller, a team's rates, a
 * project's months, a bulk save's reads and writes); the bench measured the build and the parse
 * as app CPU.
 *
 * Works on a transaction's handle too. Drizzle runs a prepared query on the connection it was built
 * on, and every transaction is a new handle on its own connection: the query is built once for the
 * database (its handles share one `options` object) and handed out bound to the caller's
 * connection. prepared.test.ts fails if a Drizzle upgrade changes either. Its rows are mapped by
 * a plan worked out once (row-mapping.ts).
 */
export function preparedPer<Q extends object>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<object, { query: Q; bound: WeakMap<object, Q> }>();
  return (db) => {
    const session = sessionOf(db);
    let statement = built.get(session.options);
    if (!statement) {
      statement = { query: withPlannedRows(build(db)), bound: new WeakMap() };
      built.set(session.options, statement);
    }
    let bound = statement.bound.get(session.client);
    if (!bound) {
      bound = Object.create(statement.query, { client: { value: session.client } }) as Q;
      statement.bound.set(session.client, bound);
    }
    return bound;
  };
}

const dialect = new PgDialect();

/** preparedPer for a statement written in SQL (`sql` with `sql.placeholder` values), run for its effect. */
export const preparedSql = (name: string, query: SQL) =>
  preparedPer((db) => sessionOf(db).prepareQuery(dialect.sqlToQuery(query), undefined, name, false));

/** How a statement's builder takes a value: as itself (a parameter), or as a named placeholder. */
export type Bind = (name: string, value: unknown) => SQLWrapper;

/** Values written straight into the statement, as parameters. */
export const asParameters: Bind = (_name, value) => sql.param(value);

/** Values as placeholders, kept by name for `execute`. */
export function placeholders(): { bind: Bind; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  return {
    values,
    bind: (name, value) => {
      values[name] = value;
      return sql.placeholder(name);
    },
  };
}

/**
 * A page size written into the statement for `.limit()`, which would take a number as a parameter:
 * a named first page is then planned for its own size, not for a tenth of the rows.
 */
export const writtenLimit = (size: number) => sql.raw(String(size)) as unknown as number;

/** The name `prepare` takes for an unnamed statement, which PostgreSQL parses and plans on each run. */
export const UNNAMED = '';

/** The part of a statement that varies with a request, written once: itself, and its text as the key. */
export interface Shape {
  sql: SQL;
  key: string;
}

/**
 * A request's shape (`placeholders().bind` for every value): two requests share a statement
 * exactly when they would write the same SQL. A value written into it as itself would be kept for
 * every later request: it throws.
 */
export function shapeOf(query: SQL): Shape {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const names = params.map((param) => {
    if (!is(param, Placeholder)) throw new Error(`a value that is not a placeholder in: ${text}`);
    return param.name;
  });
  return { sql: query, key: `${text}\n${names.join(',')}` };
}

/** Values as placeholders by name alone: for a part built once, whose values each request gives. */
const byName: Bind = (name) => sql.placeholder(name);

/**
 * A statement's part (a list's WHERE, a count) made into its shape once per `key` instead of once
 * per request: `build` writes every value through `bind` (placeholders by name), and each request
 * executes with its own values under those names. `key` must name everything `build` branches on,
 * and never a value. Writing the part and its text on every request was a sixth of the app's CPU
 * on an invoice list (bench/README.md).
 */
export function shapedOncePerKey<I>(build: (input: I, bind: Bind) => SQL): (key: string, input: I) => Shape {
  const shapes = builtOncePerKey(
    (request: { key: string; input: I }) => request.key,
    (request) => shapeOf(build(request.input, byName)),
  );
  return (key, input) => shapes({ key, input });
}

/**
 * Statements whose SQL depends on a request's filters, each built once per shape (`shapeOf`).
 * Build them `UNNAMED`: PostgreSQL still plans each request for its own values (a list's
 * `LIMIT $n` in a generic plan could turn a walk of an index into a sort of every row). What this
 * saves is the app's work of writing the statement, 14 % of a 20-row invoice list's CPU
 * (bench/README.md).
 */
export function builtPerShape<Q extends object>(
  build: (db: Db, shape: SQL) => Q,
): (db: Db, shape: Shape) => Q {
  return perShape((db, shape) => build(db, shape));
}

/**
 * builtPerShape for a statement whose structure fixes its path whatever its values (an index
 * walked per project, say): each shape named (`${name}_1`, `${name}_2`, …), so PostgreSQL parses
 * and plans it once per connection. Planning a client's invoice page took longer than running it.
 * PostgreSQL keeps a plan for any values only when it costs what each run's own plan does: a
 * `LIMIT $n` that decides the cost defeats it (planned for a tenth of the rows), so such a
 * statement writes its page size in (`writtenLimit`), one statement per size.
 */
export function namedPerShape<Q extends object>(
  name: string,
  build: (db: Db, shape: SQL, name: string) => Q,
): (db: Db, shape: Shape) => Q {
  return perShape((db, shape, ordinal) => build(db, shape, `${name}_${ordinal}`));
}

/** A statement per shape, built the first time the shape is met (`ordinal`: how many shapes by then). */
function perShape<Q extends object>(
  build: (db: Db, shape: SQL, ordinal: number) => Q,
): (db: Db, shape: Shape) => Q {
  const statementOf = builtOncePerKey(
    (shape: Shape) => shape.key,
    (shape, ordinal) => preparedPer((handle) => build(handle, shape.sql, ordinal)),
  );
  return (db, shape) => statementOf(shape)(db);
}

/**
 * What `build` makes of each key, made the first time the key is met and kept for the process
 * (`ordinal`: how many keys by then, for a statement's name).
 */
export function builtOncePerKey<K, V>(
  keyOf: (key: K) => string,
  build: (key: K, ordinal: number) => V,
): (key: K) => V {
  const built = new Map<string, V>();
  return (key) => {
    const text = keyOf(key);
    let value = built.get(text);
    if (value === undefined) {
      value = build(key, built.size + 1);
      built.set(text, value);
    }
    return value;
  };
}
