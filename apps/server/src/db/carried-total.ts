/**
 * A page whose rows carry the number of every match (`count(*) over ()` on a statement that reads
 * them all anyway, so none counts them again): its rows without it, and that number, null when the
 * page is empty.
 */
export function carriedTotal<R extends { total: number | null }>(
  found: readonly R[],
): { rows: Omit<R, 'total'>[]; total: number | null } {
  return { rows: found.map(({ total: _, ...row }) => row), total: found[0]?.total ?? null };
}

/** The matches of such a page: its number, else none on an empty first page, or counted apart past the end. */
export async function pageMatches(
  total: number | null,
  offset: number,
  countApart: () => Promise<number>,
): Promise<number> {
  return total ?? (offset === 0 ? 0 : await countApart());
}
