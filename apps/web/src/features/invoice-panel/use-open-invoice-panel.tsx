import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSidePanel } from '@/app/shell/side-panel.tsx';
import { invoiceQuery } from './api/invoice.ts';
import { InvoicePanel } from './components/InvoicePanel.tsx';

/** The panel's heading: the title the row showed, then the invoice's own (an edit renames it). */
function InvoicePanelTitle({ id, title }: { id: number; title: string }) {
  const invoice = useQuery(invoiceQuery(id));
  return <>{invoice.data?.title ?? title}</>;
}

/** Opens an invoice in the shell's side panel (its details, history, comments and actions). */
export function useOpenInvoicePanel(): (invoice: { id: number; title: string }) => void {
  const { open, close } = useSidePanel();
  return useCallback(
    (invoice) =>
      open({
        title: <InvoicePanelTitle id={invoice.id} title={invoice.title} />,
        body: <InvoicePanel id={invoice.id} onDeleted={close} />,
      }),
    [open, close],
  );
}
