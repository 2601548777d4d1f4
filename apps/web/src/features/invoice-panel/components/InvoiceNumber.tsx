import type { Invoice } from '@kazi/shared/invoices/schemas';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Anchor } from '@mantine/core';
import { apiUrl } from '@/lib/api/client.ts';

const M = invoicesMessages.invoices;

/** GET invoices/{id}/download/?format=pdf (spec 001 §7 Invoice PDF). */
export const invoicePdfUrl = (id: number) => apiUrl(`invoices/${id}/download/`, { format: 'pdf' });

/** Spec 001 §2: the number shows once paid, finalized, sent, or for a payout; else 'N/A'. */
function shownNumber(invoice: Invoice): string | null {
  const shows =
    invoice.paid || invoice.finalized || invoice.last_sent_at !== null || invoice.type === 'purchase';
  return shows ? invoice.number : null;
}

/** The invoice's number ('N/A' before it has one to show), a link to its PDF once finalized. */
export function InvoiceNumber({ invoice }: { invoice: Invoice }) {
  const number = shownNumber(invoice);
  if (!number) return <>{M.notAvailable}</>;
  if (!invoice.finalized) return <>{number}</>;
  return (
    <Anchor href={invoice.download_url ?? invoicePdfUrl(invoice.id)} target="_blank" rel="noopener">
      {number}
    </Anchor>
  );
}
