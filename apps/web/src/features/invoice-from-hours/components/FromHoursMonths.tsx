import type { FromHoursMonth } from '@kazi/shared/invoices/from-hours';
import { format } from '@kazi/shared/messages/format';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import type { Currency } from '@kazi/shared/money/currencies';
import { displayAmount } from '@kazi/shared/money/display';
import { monthLabel } from '@kazi/shared/timesheets/rules';
import { Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';

const M = invoicesMessages.invoices.fromHours;

type InvoiceRef = FromHoursMonth['invoices'][number];

/** `Invoiced in INV-2026-0004`, or for a draft (no number yet) `Invoiced in draft “Hours of …”`. */
const invoicedIn = (invoice: InvoiceRef) =>
  format(M.invoicedIn, { number: invoice.number ?? format(M.draftInvoice, { title: invoice.title }) });

interface FromHoursMonthsProps {
  months: FromHoursMonth[];
  currency: Currency;
  onCreate: (month: FromHoursMonth) => void;
}

/** The months, newest first: developers, hours, amount, the invoices they went into, and a create button. */
export function FromHoursMonths({ months, currency, onCreate }: FromHoursMonthsProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" aria-label={M.dialogTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{M.month}</Table.Th>
            <Table.Th scope="col">{M.developers}</Table.Th>
            <Table.Th scope="col" ta="right">
              {M.hours}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {M.amount}
            </Table.Th>
            <Table.Th scope="col">{M.invoice}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{M.create}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((month) => (
            <Table.Tr key={month.month}>
              <Table.Th scope="row" fw={500}>
                {monthLabel(month.month)}
              </Table.Th>
              <Table.Td>
                <Text size="sm">{month.developers.map((d) => d.user.display_name).join(', ')}</Text>
              </Table.Td>
              <Table.Td ta="right">{month.hours}</Table.Td>
              <Table.Td ta="right">{displayAmount(month.amount, currency)}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {month.invoices.map((invoice) => (
                    <Text key={invoice.id} size="sm">
                      {invoicedIn(invoice)}
                    </Text>
                  ))}
                  {month.can_invoice ? (
                    <Text size="sm" c="dimmed">
                      {month.invoices.length
                        ? format(M.partlyInvoiced, { amount: displayAmount(month.to_invoice, currency) })
                        : M.notInvoiced}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td>
                {month.can_invoice ? (
                  <Button
                    size="xs"
                    onClick={() => onCreate(month)}
                    aria-label={format(M.createFor, { month: monthLabel(month.month) })}
                  >
                    {M.create}
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
