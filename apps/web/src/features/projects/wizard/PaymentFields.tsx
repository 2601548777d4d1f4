import { NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ProjectDraft } from './draft.ts';

interface Props {
  draft: ProjectDraft;
  update: (patch: Partial<ProjectDraft>) => void;
  errors: Record<string, string>;
  /** Managed projects also take the payment structure. */
  withStructure?: boolean;
}

/** Currency, invoicing e-mail and CC (step 2); on managed projects the payment structure. */
export function PaymentFields({ draft, update, errors, withStructure = false }: Props) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Currency"
          required
          data={['EUR', 'USD']}
          value={draft.currency}
          onChange={(value) => value && update({ currency: value as ProjectDraft['currency'] })}
          allowDeselect={false}
          error={errors.currency}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          type="email"
          label="Invoicing e-mail"
          required
          value={draft.invoicing_email}
          onChange={(e) => update({ invoicing_email: e.currentTarget.value })}
          error={errors.invoicing_email}
        />
        <TextInput
          type="email"
          label="CC e-mail"
          description="Receives a copy of every invoice."
          value={draft.cc_primary_email}
          onChange={(e) => update({ cc_primary_email: e.currentTarget.value })}
          error={errors.cc_primary_email}
        />
      </SimpleGrid>
      {withStructure ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Payment type"
            data={[
              { value: 'fixed', label: 'Fixed price' },
              { value: 'monthly', label: 'Monthly' },
              { value: 'hourly', label: 'Hourly' },
            ]}
            value={draft.payment_type || null}
            onChange={(value) => update({ payment_type: (value ?? '') as ProjectDraft['payment_type'] })}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={`Amount (${draft.currency})`}
            inputMode="decimal"
            value={draft.amount}
            onChange={(e) => update({ amount: e.currentTarget.value })}
            error={errors['payment_structure.amount']}
          />
          <NumberInput
            label="Hours per week"
            min={0}
            max={168}
            allowNegative={false}
            value={draft.hours_per_week === '' ? '' : Number(draft.hours_per_week)}
            onChange={(value) => update({ hours_per_week: value === '' ? '' : String(value) })}
            error={errors['payment_structure.hours_per_week']}
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
