import { useCallback } from 'react';
import { useSidePanel } from '@/app/shell/side-panel.tsx';
import { InvoicePanel } from './components/InvoicePanel.tsx';

/** Opens an invoice in the shell's side panel (its details, history, comments and actions). */
export function useOpenInvoicePanel(): (invoice: { id: number; title: string }) => void {
  const panel = useSidePanel();
  const { open, close } = panel;
  return useCallback(
    (invoice) => open({ title: invoice.title, body: <InvoicePanel id={invoice.id} onDeleted={close} /> }),
    [open, close],
  );
}
