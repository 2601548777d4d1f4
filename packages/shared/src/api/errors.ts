import { z } from 'zod';

/** 400 bodies: every failing field with its messages (docs/api.md, Errors). */
export const validationErrorBody = z.record(z.string(), z.array(z.string()));

export const detailBody = z.object({ detail: z.string(), request_id: z.string().optional() });
