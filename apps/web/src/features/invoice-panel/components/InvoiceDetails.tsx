import { DISPLAY_STATUS_LABELS, isShownNegative } from '@kazi/shared/invoices/rules';
import type { Invoice } from '@kazi/shared/invoices/schemas';
import { format } from '@kazi/shared/messages/format';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { displayAmount } from '@kazi/shared/money/display';
import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { DetailField } from '@/components/ui/DetailField.tsx';
import { formatDate } from '@/lib/format/dates.ts';
import { paths } from '@/lib/paths.ts';
import { InvoiceNumber, invoicePdfUrl } from './InvoiceNumber.tsx';

const M = invoicesMessages.invoices;

/** Credit notes are stored positive and shown negative (spec 001 §3); nothing is shown as -0. */
function shownAmount(invoice: Pick<Invoice, 'type' | 'currency'>, amount: string): string {
  const negative = isShownNegative(invoice.type) && Number(amount) !== 0;
  return displayAmount(negative ? `-${amount}` : amount, invoice.currency);
}

/** The Details tab: amount, status, due date, project, client, reference invoice and number. */
export function InvoiceDetails({ invoice }: { invoice: Invoice }) {
  const reference = invoice.ref_invoice;
  return (
    <Stack component="dl" gap={8} m={0}>
      <DetailField label={M.panel.amount}>{shownAmount(invoice, invoice.amount)}</DetailField>
      <DetailField label={format(M.panel.vat, { rate: invoice.vat_rate })}>
        {shownAmount(invoice, invoice.vat)}
      </DetailField>
      <DetailField label={M.panel.total}>{shownAmount(invoice, invoice.total_amount)}</DetailField>
      <DetailField label={M.panel.status}>{DISPLAY_STATUS_LABELS[invoice.display_status]}</DetailField>
      <DetailField label={M.panel.dueDate}>{formatDate(invoice.due_at)}</DetailField>
      <DetailField label={M.panel.project}>
        <Anchor component={Link} to={paths.project(invoice.project.id)}>
          {invoice.project.title}
        </Anchor>
      </DetailField>
      <DetailField label={M.panel.client}>{invoice.client?.display_name ?? '—'}</DetailField>
      {reference ? (
        <DetailField label={M.panel.referenceInvoice}>
          {reference.number ? (
            <Anchor href={invoicePdfUrl(reference.id)} target="_blank" rel="noopener">
              {reference.number}
            </Anchor>
          ) : (
            reference.title
          )}
        </DetailField>
      ) : null}
      <DetailField label={M.panel.number}>
        <InvoiceNumber invoice={invoice} />
      </DetailField>
    </Stack>
  );
}
