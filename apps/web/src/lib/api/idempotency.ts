/** One `Idempotency-Key` per user action (a UUID where the browser makes them, i.e. on https and localhost). */
export const newIdempotencyKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
