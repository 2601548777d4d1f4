import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

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
 * connection. prepared.test.ts fails if a Drizzle upgrade changes either.
 */
export function preparedPer<Q extends object>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<object, { query: Q; bound: WeakMap<object, Q> }>();
  return (db) => {
    const session = sessionOf(db);
    let statement = built.get(session.options);
    if (!statement) {
      statement = { query: build(db), bound: new WeakMap() };
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
