import type { InvoiceEmailStatus } from '@kazi/shared/invoices/rules';
import { isShownNegative } from '@kazi/shared/invoices/rules';
import type { Invoice } from '@kazi/shared/invoices/schemas';
import { format } from '@kazi/shared/messages/format';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { displayAmount } from '@kazi/shared/money/display';
import { Anchor, Badge, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconFileTypePdf } from '@tabler/icons-react';
import { formatDate } from '@/lib/format/dates.ts';

const M = invoicesMessages.invoices;

/** An amount as people read it, negative when it is a credit note's (spec 001 §3). */
export function signedAmount(amount: string, negative: boolean): string {
  return negative && !/^0+(\.0+)?$/.test(amount) ? `-${amount}` : amount;
}

/** The invoice's total in its currency (€ / $, thousands commas), credit notes negative. */
export function InvoiceAmount({ invoice }: { invoice: Invoice }) {
  return (
    <Text size="sm" fw={500} span>
      {displayAmount(signedAmount(invoice.total_amount, isShownNegative(invoice.type)), invoice.currency)}
    </Text>
  );
}

/** The number, a link to the PDF once the invoice is finalized; 'N/A' before it has one (a payout has its reference). */
export function InvoiceNumberCell({
  invoice,
}: {
  invoice: Pick<Invoice, 'finalized' | 'download_url' | 'number'>;
}) {
  if (!invoice.number) {
    return (
      <Text size="sm" c="dimmed">
        {M.notAvailable}
      </Text>
    );
  }
  if (!invoice.finalized || !invoice.download_url) {
    return (
      <Text size="sm" fw={500} span>
        {invoice.number}
      </Text>
    );
  }
  return (
    <Anchor href={invoice.download_url} size="sm" fw={500} title={M.actions.download}>
      <Group gap={4} wrap="nowrap" component="span">
        <IconFileTypePdf size={16} aria-hidden="true" />
        {invoice.number}
      </Group>
    </Anchor>
  );
}

/** How many reminders went out; the tooltip (and screen readers) tell when the last one did. */
export function ReminderCell({ invoice }: { invoice: Invoice }) {
  const detail = invoice.reminder_sent_at
    ? format(M.lastReminder, { date: formatDate(invoice.reminder_sent_at) })
    : M.noReminderSent;
  return (
    <Tooltip label={detail} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Badge
        variant="outline"
        color="gray"
        c="var(--kazi-text-strong)"
        size="md"
        radius="xl"
        tabIndex={0}
        onClick={(event) => event.stopPropagation()}
      >
        {invoice.reminder_count}
        <VisuallyHidden>{detail}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}

/** The due day, with a warning icon when it is past and the invoice unpaid. */
export function DueDateCell({ invoice }: { invoice: Pick<Invoice, 'overdue' | 'due_at'> }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text
        size="sm"
        c={invoice.overdue ? 'var(--kazi-text-danger)' : undefined}
        fw={invoice.overdue ? 600 : undefined}
      >
        {formatDate(invoice.due_at)}
      </Text>
      {invoice.overdue ? (
        <IconAlertTriangle
          size={16}
          color="var(--mantine-color-red-9)"
          role="img"
          aria-label={M.overdueIcon}
        />
      ) : null}
    </Group>
  );
}

const EMAIL_COLORS: Record<InvoiceEmailStatus, { color: string; text: string }> = {
  sent: { color: 'kazi', text: 'var(--kazi-text-brand)' },
  failed: { color: 'red', text: 'var(--kazi-text-danger)' },
  pending: { color: 'yellow', text: 'var(--kazi-text-strong)' },
};

/** The invoice mail's status (Sent, Failed, Pending), or a dash when none was sent. */
export function EmailStatusCell({ status }: { status: InvoiceEmailStatus | null }) {
  if (!status) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Badge size="sm" variant="dot" color={EMAIL_COLORS[status].color} c={EMAIL_COLORS[status].text}>
      {M.emailStatuses[status]}
    </Badge>
  );
}
