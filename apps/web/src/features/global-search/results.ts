import { format } from '@kazi/shared/messages/format';
import { invoicesMessages } from '@kazi/shared/messages/invoices';

const M = invoicesMessages.invoices.search;

/** Results are asked for 3 at a time; View More loads the next 3 (spec 001 §9). */
export const SEARCH_PAGE_SIZE = 3;
/** The global search waits this long after the last key (spec 001 §9). */
export const SEARCH_DEBOUNCE_MS = 500;

export type SectionKey = 'projects' | 'payments';

/** One choice of the result panel: a result that opens a page, or a section's View More. */
export type SearchOption =
  | { id: string; section: SectionKey; kind: 'result'; label: string; detail: string | null; to: string }
  | { id: string; section: SectionKey; kind: 'more'; label: string };

/** Where a project result leads (spec 001 §2). */
export const projectPath = (projectId: number) => `/projects/${projectId}`;

/** Where an invoice result leads: its project's payouts for a payout (purchase), else its payments (spec 001 §2). */
export function paymentPath(invoice: { type: string; project: { id: number } }): string {
  return `/projects/${invoice.project.id}/pay/${invoice.type === 'purchase' ? 'payouts' : 'payments'}`;
}

/** 'Showing 3 of 10 results for "acme"'. */
export const counterLine = (shown: number, count: number, term: string) =>
  format(M.counter, { shown, count, term });

/** A section's options: its results, then View More while the server has more. */
export function sectionOptions(
  section: SectionKey,
  results: readonly Omit<Extract<SearchOption, { kind: 'result' }>, 'section' | 'kind'>[],
  hasMore: boolean,
): SearchOption[] {
  return [
    ...results.map((result) => ({ ...result, section, kind: 'result' as const })),
    ...(hasMore
      ? [{ id: `global-search-more-${section}`, section, kind: 'more' as const, label: M.viewMore }]
      : []),
  ];
}

/**
 * The option the arrows move to from `activeId` among `ids` (in the panel's order, sections one
 * after the other), wrapping at both ends; none active yet: the first (down) or the last (up).
 */
export function movedOption(ids: readonly string[], activeId: string | null, step: 1 | -1): string | null {
  if (!ids.length) return null;
  const at = activeId === null ? -1 : ids.indexOf(activeId);
  if (at < 0) return (step === 1 ? ids[0] : ids[ids.length - 1]) ?? null;
  return ids[(at + step + ids.length) % ids.length] ?? null;
}
