import type { PayoutGroup } from '@kazi/shared/invoices/payouts-list';
import { payoneerInactive } from '@kazi/shared/invoices/rules';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * The developer's warning (spec 001 §8): among their payouts on the page, they are the recipient
 * and their Payoneer account is inactive, so no payout to it can be approved.
 */
export function PayoneerWarning({ groups, userId }: { groups: PayoutGroup[] | undefined; userId: number }) {
  const inactive = (groups ?? []).some((group) =>
    group.invoices.some(
      (invoice) => invoice.user?.id === userId && payoneerInactive(invoice.user.payment_provider),
    ),
  );
  if (!inactive) return null;
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden="true" />} role="alert">
      {invoicesMessages.payoutLists.payoneerInactive}
    </Alert>
  );
}
