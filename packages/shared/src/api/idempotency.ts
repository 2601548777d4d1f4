import { z } from 'zod';
import { coreMessages } from '../messages/core.ts';

/**
 * The `Idempotency-Key` header of bulk and money-moving POSTs (docs/api.md, ADR 029): any 1 to 255
 * visible ASCII characters the client picks once per action (a UUID does). A replay of the same key
 * with the same body answers the first response; the same key with another body or route is 422.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7E]{1,255}$/, coreMessages.api.idempotencyKeyInvalid)
  .meta({
    description:
      'Makes a retry safe: the same key with the same body answers the first response again (for a day); ' +
      'the same key with another body or on another route is 422.',
    example: '6f1c2e9a-8a55-4d39-9a1e-2b9f0c3d4e5f',
  });
