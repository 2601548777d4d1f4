import { z } from 'zod';
import { MAX_DB_ID } from './ids.ts';
import { queryInteger } from './numbers.ts';

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 200;

/** `?page=N&page_size=M` (docs/api.md, Lists). */
export const pageQuery = z.object({
  page: queryInteger(1, MAX_DB_ID).default(1),
  page_size: queryInteger(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
