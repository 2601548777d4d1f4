import { z } from 'zod';

/** A yes/no in a query string: `true`, `1`, `True` or `false`, `0`, `False`. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0', 'True', 'False'])
  .transform((value) => value === 'true' || value === '1' || value === 'True');
