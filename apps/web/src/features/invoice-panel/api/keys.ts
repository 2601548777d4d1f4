/**
 * Every invoice query lives under `['invoices']` (the lists, the summary, one invoice, its history
 * and comments), so a change invalidates the prefix and every view of invoices reloads.
 */
export const invoiceKeys = {
  all: ['invoices'] as const,
  detail: (id: number) => ['invoices', 'detail', id] as const,
  history: (id: number) => ['invoices', 'detail', id, 'history'] as const,
  comments: (id: number) => ['invoices', 'detail', id, 'comments'] as const,
};
