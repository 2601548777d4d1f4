import { INVOICE_ACTIONS, type InvoiceAction } from '@kazi/shared/invoices/policy';
import type { Invoice } from '@kazi/shared/invoices/schemas';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Select } from '@mantine/core';

const M = invoicesMessages.invoices;

/** The actions the viewer may take on the invoice now: exactly its `abilities`, nothing derived here. */
export function allowedActions(invoice: Pick<Invoice, 'abilities'>): InvoiceAction[] {
  return INVOICE_ACTIONS.filter((action) => invoice.abilities[action]);
}

/** The side panel's Action select; choosing one opens its confirmation (or its form). */
export function ActionSelect({
  invoice,
  onAction,
}: {
  invoice: Invoice;
  onAction: (action: InvoiceAction) => void;
}) {
  const actions = allowedActions(invoice);
  if (!actions.length) return null;
  return (
    <Select
      label={M.panel.action}
      placeholder={M.panel.chooseAction}
      data={actions.map((action) => ({ value: action, label: M.actions[action] }))}
      value={null}
      onChange={(value) => {
        const action = actions.find((candidate) => candidate === value);
        if (action) onAction(action);
      }}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
