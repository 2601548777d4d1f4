import { MAX_DB_ID } from '@kazi/shared/api/ids';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invoiceQuery } from '@/features/invoice-panel/api/invoice.ts';
import { useOpenInvoicePanel } from '@/features/invoice-panel/use-open-invoice-panel.tsx';
import { ApiError } from '@/lib/api/errors.ts';
import { useSearchParamsChanges, withParam } from '@/lib/search-params.ts';

/** The id of `?invoice=12`, or null when there is none; NaN when it names no possible invoice. */
function linkedId(params: URLSearchParams): number | null {
  const value = params.get('invoice');
  if (value === null) return null;
  const id = Number(value);
  return /^\d{1,10}$/.test(value) && id >= 1 && id <= MAX_DB_ID ? id : Number.NaN;
}

/**
 * A list's address may name an invoice (`?invoice=12`, a link from a notification or a mail):
 * the list opens its side panel once it has loaded it, and drops the parameter, so closing the
 * panel leaves the plain list. Returns 'not-found' for an invoice the person may not see (the
 * server answers 404 for another client's) or that does not exist: the page says so.
 */
export function useInvoiceLink(): 'not-found' | null {
  const [params, changeParams] = useSearchParamsChanges();
  const id = linkedId(params);
  const valid = id !== null && !Number.isNaN(id);
  const invoice = useQuery({ ...invoiceQuery(valid ? id : 0), enabled: valid });
  const open = useOpenInvoicePanel();
  const loaded = valid ? invoice.data : undefined;

  useEffect(() => {
    if (!loaded) return;
    open(loaded);
    changeParams(withParam('invoice', null), { replace: true });
  }, [loaded, open, changeParams]);

  if (id === null) return null;
  const missing = invoice.error instanceof ApiError && invoice.error.status === 404;
  return !valid || missing ? 'not-found' : null;
}
