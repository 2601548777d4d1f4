import { PAYOUT_CURRENCY } from '@kazi/shared/money/currencies';
import { displayAmount } from '@kazi/shared/money/display';
import type { RateRow } from '@kazi/shared/team/schemas';
import { Table, Text } from '@mantine/core';
import { formatDate } from '@/lib/format/dates.ts';

/** The effective-dated rates of a member, newest first: what applied from which day. */
export function RateHistory({
  rates,
  currency,
  name,
}: {
  rates: readonly RateRow[];
  currency: string;
  name: string;
}) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped fz="sm" verticalSpacing={6} aria-label={`Rate history of ${name}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>From</Table.Th>
            <Table.Th>Hours / week</Table.Th>
            <Table.Th>Payout rate</Table.Th>
            <Table.Th>Client rate</Table.Th>
            <Table.Th>Monthly total</Table.Th>
            <Table.Th>By</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rates.map((rate) => (
            <Table.Tr key={rate.id}>
              <Table.Td>{formatDate(rate.effective_from)}</Table.Td>
              <Table.Td>{rate.hours_per_week}</Table.Td>
              <Table.Td>{displayAmount(rate.payout_rate, PAYOUT_CURRENCY)}</Table.Td>
              <Table.Td>{displayAmount(rate.client_rate, currency)}</Table.Td>
              <Table.Td>{displayAmount(rate.expected_monthly_total, currency)}</Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {rate.created_by?.display_name ?? '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
