import type { InvoiceAction } from '@kazi/shared/invoices/policy';
import { format } from '@kazi/shared/messages/format';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ActionTarget } from '@/features/invoice-panel/api/invoice-actions.ts';
import {
  allowedActions,
  approvalBlockedByPayoneer,
} from '@/features/invoice-panel/components/ActionSelect.tsx';

const M = invoicesMessages.invoices;

interface RowActionsMenuProps {
  invoice: ActionTarget;
  /** Opens the action's confirmation (or its form): the side panel's own dialogs. */
  onAction: (action: InvoiceAction, invoice: ActionTarget) => void;
  /** Actions the row does not offer though the invoice allows them (a locked payout batch's Edit). */
  without?: readonly InvoiceAction[];
}

/** A row's menu: exactly the actions the invoice's `abilities` allow now; nothing when there are none. */
export function RowActionsMenu({ invoice, onAction, without = [] }: RowActionsMenuProps) {
  const actions = allowedActions(invoice).filter((action) => !without.includes(action));
  // As the side panel does: Approve shows disabled, with why (spec 001 §6).
  const blocked = approvalBlockedByPayoneer(invoice);
  if (!actions.length && !blocked) return null;
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={format(M.rowActions, { title: invoice.title })}>
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown maw={320}>
        {blocked ? (
          <Menu.Item disabled>
            {M.actions.approve}
            <Text component="span" display="block" size="xs" c="dimmed">
              {M.refusals.payoneerInactive}
            </Text>
          </Menu.Item>
        ) : null}
        {actions.map((action) => (
          <Menu.Item
            key={action}
            color={action === 'delete' ? 'var(--kazi-text-danger)' : undefined}
            onClick={() => onAction(action, invoice)}
          >
            {M.actions[action]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
