import { PAYOUT_CURRENCY } from '@kazi/shared/money/currencies';
import { currencySymbol, displayAmount } from '@kazi/shared/money/display';
import { NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useController, useWatch } from 'react-hook-form';
import { expectedTotal } from '../team-draft.ts';

export interface RateValues {
  hours_per_week: string;
  payout_rate: string;
  client_rate: string;
}

interface MemberRateFieldsProps {
  /** Where the row sits in the form's values: '' for a form of one, `team.members.2` for a row. */
  path?: string;
  /** The member's name, for the inputs' accessible labels ("Hours per week for Amina Nakato"). */
  name: string;
  currency: string;
  /** Payout and client rates (staff); otherwise only the hours. */
  showRates: boolean;
  disabled?: boolean;
}

const asText = (value: string | number) => (typeof value === 'number' ? String(value) : value);

/** One number of the row at `path`, kept as text while typed. */
function useRateField(path: string, key: keyof RateValues) {
  const { field, fieldState } = useController({ name: path ? `${path}.${key}` : key });
  return {
    ref: field.ref,
    value: field.value as string,
    onChange: (next: string | number) => field.onChange(asText(next)),
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
}

/**
 * Hours per week, payout rate (EUR) and client rate (the project's currency) of one member, each
 * 0 or more, and the expected monthly total = rate / 5 × hours per week × 22. Fields of the
 * surrounding react-hook-form form.
 */
export function MemberRateFields({
  path = '',
  name,
  currency,
  showRates,
  disabled = false,
}: MemberRateFieldsProps) {
  const hours = useRateField(path, 'hours_per_week');
  const payout = useRateField(path, 'payout_rate');
  const client = useRateField(path, 'client_rate');
  const [hoursNow, payoutNow, clientNow] = useWatch({
    name: ['hours_per_week', 'payout_rate', 'client_rate'].map((key) => (path ? `${path}.${key}` : key)),
  }) as string[];
  const clientTotal = expectedTotal(clientNow ?? '', hoursNow ?? '');
  const payoutTotal = expectedTotal(payoutNow ?? '', hoursNow ?? '');
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: showRates ? 3 : 1 }} spacing="sm">
        <NumberInput
          label="Hours per week"
          aria-label={`Hours per week for ${name}`}
          min={0}
          max={168}
          decimalScale={2}
          allowNegative={false}
          {...hours}
          disabled={disabled}
        />
        {showRates ? (
          <>
            <NumberInput
              label="Payout rate per hour"
              aria-label={`Payout rate per hour for ${name}, in EUR`}
              min={0}
              decimalScale={2}
              allowNegative={false}
              prefix={currencySymbol(PAYOUT_CURRENCY)}
              thousandSeparator=","
              {...payout}
              disabled={disabled}
            />
            <NumberInput
              label="Client rate per hour"
              aria-label={`Client rate per hour for ${name}, in ${currency}`}
              min={0}
              decimalScale={2}
              allowNegative={false}
              prefix={currencySymbol(currency)}
              thousandSeparator=","
              {...client}
              disabled={disabled}
            />
          </>
        ) : null}
      </SimpleGrid>
      {showRates ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          Expected monthly total:{' '}
          <Text span fw={600} c="var(--mantine-color-text)">
            {displayAmount(clientTotal, currency)}
          </Text>{' '}
          (payout {displayAmount(payoutTotal, PAYOUT_CURRENCY)})
        </Text>
      ) : null}
    </Stack>
  );
}
