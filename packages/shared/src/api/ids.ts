import { z } from 'zod';
import { coreMessages } from '../messages/core.ts';

/** The largest value of PostgreSQL's `integer`, the type of every id (serial) column. */
export const MAX_DB_ID = 2_147_483_647;

const DIGITS = /^\s*\d+\s*$/;

/**
 * A record id wherever one is read: path, query string, JSON or multipart body (docs/api.md, Ids). A
 * positive integer the database can hold; digits in a string ("12") count, as paths, queries and
 * multipart fields are text. Anything else never reaches SQL (an id past int4 would fail there).
 */
export const dbId = z.preprocess(
  (value) => (typeof value === 'string' && DIGITS.test(value) ? Number(value) : value),
  z
    .number({
      error: (issue) => (issue.input === undefined ? coreMessages.api.required : coreMessages.api.invalidId),
    })
    .int()
    .positive()
    .max(MAX_DB_ID),
);

/** `{ "id": 12 }`: a nested reference on input. */
export const idRef = z.object({ id: dbId }).strict();

/** `…/{id}/`: a path naming one record (an impossible id is 404, see http/errors.ts). */
export const idParams = z.object({ id: dbId });
