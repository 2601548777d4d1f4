import { INVOICE_ACTIONS, type InvoiceAction } from '@kazi/shared/invoices/policy';
import { payoneerInactive } from '@kazi/shared/invoices/rules';
import type { Invoice } from '@kazi/shared/invoices/schemas';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Select } from '@mantine/core';

const M = invoicesMessages.invoices;

/** The actions the viewer may take on the invoice now: exactly its `abilities`, nothing derived here. */
export function allowedActions(invoice: Pick<Invoice, 'abilities'>): InvoiceAction[] {
  return INVOICE_ACTIONS.filter((action) => invoice.abilities[action]);
}

/**
 * A draft payout the viewer could approve but for the recipient's inactive Payoneer account
 * (spec 001 §6): they may reject it (the same permission and state), not approve it.
 */
export function approvalBlockedByPayoneer(invoice: Pick<Invoice, 'type' | 'abilities' | 'user'>): boolean {
  return (
    invoice.type === 'purchase' &&
    invoice.abilities.reject &&
    !invoice.abilities.approve &&
    payoneerInactive(invoice.user?.payment_provider)
  );
}

/**
 * The side panel's Action select; choosing one opens its confirmation (or its form). A payout
 * blocked by the Payoneer rule shows Approve disabled, with the warning under the select.
 */
export function ActionSelect({
  invoice,
  onAction,
}: {
  invoice: Invoice;
  onAction: (action: InvoiceAction) => void;
}) {
  const actions = allowedActions(invoice);
  const blocked = approvalBlockedByPayoneer(invoice);
  if (!actions.length && !blocked) return null;
  return (
    <Select
      label={M.panel.action}
      placeholder={M.panel.chooseAction}
      data={[
        ...(blocked ? [{ value: 'approve', label: M.actions.approve, disabled: true }] : []),
        ...actions.map((action) => ({ value: action, label: M.actions[action] })),
      ]}
      value={null}
      onChange={(value) => {
        const action = actions.find((candidate) => candidate === value);
        if (action) onAction(action);
      }}
      description={blocked ? invoicesMessages.invoices.refusals.payoneerInactive : undefined}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
