import { CURRENCIES, type PaymentType } from '@kazi/shared/projects/schemas';
import { NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { ProjectDraft } from './draft.ts';

/** A label for each of the shared payment types, in the order the form lists them. */
const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  fixed: 'Fixed price',
  monthly: 'Monthly',
  hourly: 'Hourly',
};
const PAYMENT_TYPE_OPTIONS = Object.entries(PAYMENT_TYPE_LABELS).map(([value, label]) => ({ value, label }));

interface Props {
  /** Managed projects also take the payment structure. */
  withStructure?: boolean;
}

/** Currency, invoicing e-mail and CC (step 2); on managed projects the payment structure. */
export function PaymentFields({ withStructure = false }: Props) {
  const { register, control, formState } = useFormContext<ProjectDraft>();
  const { errors } = formState;
  const currency = useWatch({ control, name: 'currency' });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="currency"
          render={({ field }) => (
            <Select
              label="Currency"
              required
              data={CURRENCIES}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              error={errors.currency?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <TextInput
          type="email"
          label="Invoicing e-mail"
          required
          error={errors.invoicing_email?.message}
          {...register('invoicing_email')}
        />
        <TextInput
          type="email"
          label="CC e-mail"
          description="Receives a copy of every invoice."
          error={errors.cc_primary_email?.message}
          {...register('cc_primary_email')}
        />
      </SimpleGrid>
      {withStructure ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Controller
            control={control}
            name="payment_type"
            render={({ field }) => (
              <Select
                label="Payment type"
                data={PAYMENT_TYPE_OPTIONS}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                clearable
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <TextInput
            label={`Amount (${currency})`}
            inputMode="decimal"
            error={errors.amount?.message}
            {...register('amount')}
          />
          <Controller
            control={control}
            name="hours_per_week"
            render={({ field }) => (
              <NumberInput
                label="Hours per week"
                min={0}
                max={168}
                allowNegative={false}
                ref={field.ref}
                value={field.value === '' ? '' : Number(field.value)}
                onChange={(value) => field.onChange(value === '' ? '' : String(value))}
                onBlur={field.onBlur}
                error={errors.hours_per_week?.message}
              />
            )}
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
