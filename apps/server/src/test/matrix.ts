import type { Role } from '@kazi/shared/auth/roles';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/factories/users.ts';
import type { MultipartPart } from './client.ts';
import type { Caller, MatrixRow } from './routes.ts';

/** What a matrix request may use: the caller, their user, and ids their domain's setup made for them. */
export interface MatrixContext {
  caller: Caller;
  user: UserRow | null;
  /** Ids of records prepared by the sections' setups, for this caller (e.g. `{ fileId, projectId }`). */
  ids: Record<string, number>;
}

export type MatrixRequest =
  | { kind: 'json'; params?: Record<string, number | string>; body?: Record<string, unknown>; query?: string }
  | { kind: 'upload'; params?: Record<string, number | string>; parts: MultipartPart[] };

/**
 * One domain's part of the authorization matrix: an expected row per route, the request to send
 * where the default (no params, empty body) is not enough, and the records those requests need.
 */
export interface MatrixSection {
  expected: Record<string, MatrixRow>;
  requests?: Record<string, (ctx: MatrixContext) => MatrixRequest>;
  /**
   * The same route on a record the caller may not reach (someone else's, or none): every caller
   * the row lets through must get 404, as if it did not exist.
   */
  unreachable?: Record<string, (ctx: MatrixContext) => MatrixRequest>;
  /** Routes that end the caller's session get a client of their own. */
  endsSession?: string[];
  /** Prepares records once; returns the ids for each caller. */
  setup?: (
    app: FastifyInstance,
    users: ReadonlyMap<Role, UserRow>,
  ) => Promise<(caller: Caller) => Record<string, number>>;
}
