import { NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { currencySymbol, formatMoney } from '../money.ts';
import { expectedTotal } from '../team-draft.ts';

export interface RateValues {
  hours_per_week: string;
  payout_rate: string;
  client_rate: string;
}

interface MemberRateFieldsProps {
  /** The member's name, for the inputs' accessible labels ("Hours per week for Amina Nakato"). */
  name: string;
  value: RateValues;
  onChange: (value: RateValues) => void;
  currency: string;
  /** Payout and client rates (staff); otherwise only the hours. */
  showRates: boolean;
  errors?: Partial<Record<keyof RateValues, string>>;
  disabled?: boolean;
}

const asText = (value: string | number) => (typeof value === 'number' ? String(value) : value);

/**
 * Hours per week, payout rate (EUR) and client rate (the project's currency) of one member, each
 * 0 or more, and the expected monthly total = rate / 5 × hours per week × 22.
 */
export function MemberRateFields({
  name,
  value,
  onChange,
  currency,
  showRates,
  errors = {},
  disabled = false,
}: MemberRateFieldsProps) {
  const set = (key: keyof RateValues) => (next: string | number) =>
    onChange({ ...value, [key]: asText(next) });
  const clientTotal = expectedTotal(value.client_rate, value.hours_per_week);
  const payoutTotal = expectedTotal(value.payout_rate, value.hours_per_week);
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
          value={value.hours_per_week}
          onChange={set('hours_per_week')}
          error={errors.hours_per_week}
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
              prefix="€"
              thousandSeparator=","
              value={value.payout_rate}
              onChange={set('payout_rate')}
              error={errors.payout_rate}
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
              value={value.client_rate}
              onChange={set('client_rate')}
              error={errors.client_rate}
              disabled={disabled}
            />
          </>
        ) : null}
      </SimpleGrid>
      {showRates ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          Expected monthly total:{' '}
          <Text span fw={600} c="var(--mantine-color-text)">
            {formatMoney(clientTotal, currency)}
          </Text>{' '}
          (payout {formatMoney(payoutTotal, 'EUR')})
        </Text>
      ) : null}
    </Stack>
  );
}
