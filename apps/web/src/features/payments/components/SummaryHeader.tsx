import type { InvoiceSummary } from '@kazi/shared/invoices/schemas';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { CURRENCIES, type Currency } from '@kazi/shared/money/currencies';
import { displayAmount } from '@kazi/shared/money/display';
import { Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { signedAmount } from './PaymentCells.tsx';

const S = invoicesMessages.invoices.summary;

type Figure = 'expected' | 'total' | 'paid' | 'unpaid' | 'creditNotes';

/** A figure of one currency's summary; null when the server leaves it out (Expected, for all but finance). */
function amountOf(summary: InvoiceSummary, currency: Currency, figure: Figure): string | null {
  const part = summary[currency];
  switch (figure) {
    case 'expected':
      return part.total_expected;
    case 'creditNotes':
      // Credit notes are shown negative (spec 001 §3).
      return signedAmount(part.credit_notes.total, true);
    default:
      return part[figure];
  }
}

interface SummaryHeaderProps {
  summary: InvoiceSummary | undefined;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  /** Whether to keep a place for Expected while the figures load (finance). */
  expectedAwaited: boolean;
  /** Credit Notes are incoming only (spec 001 §2): payouts leave them out. */
  creditNotes?: boolean;
}

/**
 * Expected (finance only: the server sends it to them alone), Total, Paid, Unpaid and Credit Notes,
 * each in EUR and USD (spec 001 §2 Summary header); skeletons while they load.
 */
export function SummaryHeader({
  summary,
  error,
  onRetry,
  retrying,
  expectedAwaited,
  creditNotes = true,
}: SummaryHeaderProps) {
  const id = useId();
  if (!summary && error) return <ErrorState error={error} onRetry={onRetry} retrying={retrying} />;
  const figures: Figure[] = [
    ...((summary ? summary.EUR.total_expected !== null : expectedAwaited) ? (['expected'] as const) : []),
    'total',
    'paid',
    'unpaid',
    ...(creditNotes ? (['creditNotes'] as const) : []),
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: figures.length }} spacing="sm" aria-busy={!summary}>
      {figures.map((figure) => (
        <Card key={figure} p="md" role="group" aria-labelledby={`${id}-${figure}`}>
          <Text id={`${id}-${figure}`} size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
            {S[figure]}
          </Text>
          <Stack gap={2}>
            {CURRENCIES.map((currency) =>
              summary ? (
                <Text key={currency} fw={600} fz="md" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {displayAmount(amountOf(summary, currency, figure), currency)}
                </Text>
              ) : (
                <Skeleton key={currency} h={20} w="70%" my={2} />
              ),
            )}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
