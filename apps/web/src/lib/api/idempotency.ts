import { IDEMPOTENCY_KEY_HEADER } from '@kazi/shared/api/idempotency';

/** One key per action (a UUID where the browser makes them, i.e. on https and localhost). */
export const newIdempotencyKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The header that makes a retried request act once (ADR 029). */
export const idempotencyHeaders = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });
