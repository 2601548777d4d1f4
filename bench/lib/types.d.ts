/** Shared shapes of the bench: scenario files, the floor's SQL handle, measured figures. */

export type Engine = 'pglite' | 'postgres';

/** One database connection (pool) for the floor and for scenario seeds; same SQL on both engines. */
export interface Sql {
  engine: Engine;
  /**
   * `name`: run it as a named (prepared) statement, parsed and planned once per connection, where
   * the app prepares the same statement (PostgreSQL; PGlite ignores it).
   */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<T[]>;
  /** Runs `work` in one transaction on one connection (BEGIN … COMMIT, ROLLBACK when it throws). */
  transaction<T>(work: (tx: Pick<Sql, 'engine' | 'query'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** What a floor handler sees of the request: the parsed query string and cookies. */
interface FloorRequest {
  url: string;
  query: Record<string, string | undefined>;
  cookies: Record<string, string>;
  /** The parsed JSON body (POST routes). */
  body: unknown;
}

/**
 * The raw-SQL twin of one app route: the same statements the app runs, no auth/zod/helmet.
 * Returning `null` answers 401 (the session lookup found nothing).
 */
type FloorHandler = (sql: Sql, request: FloorRequest) => Promise<unknown>;

/** One measured request: driven against the app and against its floor, identically. */
export interface Scenario {
  /** Short label in the table, e.g. `skills/?search=java`. */
  name: string;
  /**
   * Path with query string, the same on the app and on the floor. `{name}` stands for a value of
   * the group's `vars` (ids the seed made), e.g. `/api/timesheets-summary/?year=2026&project={project}`.
   */
  path: string;
  /** `POST` sends `body(i, vars)` as JSON with the session's CSRF header; `GET` by default. */
  method?: 'GET' | 'POST';
  /**
   * The JSON body of the i-th request (0, 1, 2, … for the app and again for the floor, so both get
   * the same sequence), e.g. rotating over months so that saves do not all queue on one row lock.
   */
  body?(i: number, vars: Vars): unknown;
  /** `list` endpoints carry the throughput-ratio goal when `ratioBar` is set. */
  kind: 'list' | 'detail';
  /** Engines this scenario runs on (default: all). */
  engines?: Engine[];
  /** Fixed rate per engine in req/s, overriding the engine default (100 PGlite, 300 PostgreSQL). */
  rate?: Partial<Record<Engine, number>>;
  /** p99 bar in ms per engine, overriding the engine default (150 PGlite, 50 PostgreSQL). */
  p99Bar?: Partial<Record<Engine, number>>;
  /** Minimum app/floor throughput ratio that must hold (QUALITY: 0.75 for list endpoints at scale). */
  ratioBar?: number;
  /** Who signs in for this scenario (default dev@demo.test), e.g. an admin for 'Show all projects'. */
  user?: { email: string; password: string };
}

/** Values scenario paths and bodies name, read from the seeded data (e.g. a project's id). */
export type Vars = Record<string, string | number>;

/** A `bench/scenarios/*.mjs` default export: one endpoint group with its floor SQL. */
export interface ScenarioGroup {
  name: string;
  /**
   * Floor routes by path (no query string), registered on the bare Fastify floor: GET, or the
   * method first (`'POST /api/timesheet-entries/bulk/'`).
   */
  floor: Record<string, FloorHandler>;
  scenarios: Scenario[];
  /**
   * Optional: adds data at scale after the demo seed and before the app starts (the app does not
   * hold the database then, so PGlite is safe). Returns a line for the report, e.g. "200,000 projects".
   */
  seed?(sql: Sql): Promise<string | undefined>;
  /** Optional: a line describing the data the scenarios read (e.g. "1,240 skills"), for the report. */
  facts?(sql: Sql): Promise<string>;
  /** Optional: the values the scenarios' `{name}` placeholders and bodies use, read after the seed. */
  vars?(sql: Sql): Promise<Vars>;
}

/** Figures of one autocannon run. */
export interface DriveResult {
  /** Requested rate in req/s, or null for the max-throughput run. */
  rate: number | null;
  connections: number;
  durationS: number;
  /** Completed requests per second over the whole run. */
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Socket errors and timeouts. */
  errors: number;
  /** Responses outside 2xx. */
  non2xx: number;
  statusCodes: Record<string, number>;
}
