/** Whether a database error (as Drizzle wraps it on both engines) carries the SQLSTATE `code`. */
export function hasSqlState(error: unknown, code: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** The SQLSTATE of the database's own refusals of a state change (e.g. re-opening a billed month). */
export const REFUSED_STATE_CHANGE = 'KZ409';
