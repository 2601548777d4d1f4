import { zodResolver } from '@hookform/resolvers/zod';
import type { Company } from '@kazi/shared/company/schemas';
import { peopleMessages } from '@kazi/shared/messages/people';
import { type ClientCompanyValues, clientCompanyForm } from '@kazi/shared/profile/forms';
import { ADDRESS_FIELDS } from '@kazi/shared/profile/rules';
import { isEuCountry } from '@kazi/shared/reference/countries';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';
import { useUpdateCompany } from '@/features/company/api/company.ts';
import { AddressFields } from '@/features/profile-details/components/AddressFields.tsx';
import { showServerErrors } from '@/lib/forms/server-errors.ts';
import { useMoveStage } from '../api/stage.ts';
import { StepActions } from './StepActions.tsx';
import { WizardStep } from './WizardStep.tsx';

const FIELDS = [...ADDRESS_FIELDS, 'name', 'vat_number'];

/** Step two for clients: the company, its address and VAT (required in the EU), then Finish. */
export function ClientCompanyStep({ company }: { company: Company | null }) {
  const save = useUpdateCompany();
  const move = useMoveStage();
  const back = useMoveStage();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ClientCompanyValues>({
    resolver: zodResolver(clientCompanyForm),
    mode: 'onTouched',
    defaultValues: {
      name: company?.name ?? '',
      street: company?.street ?? '',
      plot_number: company?.plot_number ?? '',
      postal_code: company?.postal_code ?? '',
      city: company?.city ?? '',
      country: company?.country ?? '',
      vat_number: company?.vat_number ?? '',
    },
  });
  const values = form.watch();
  const vatNeeded = Boolean(values.country && isEuCountry(values.country));
  const blank =
    [...ADDRESS_FIELDS, 'name' as const].some((field) => !values[field]?.trim()) ||
    (vatNeeded && !values.vat_number.trim());
  const submitting = save.isPending || move.isPending;
  const submit = form.handleSubmit(async ({ vat_number, ...rest }) => {
    setAlert(null);
    try {
      await save.mutateAsync({ ...rest, vat_number });
      await move.mutateAsync('finish');
    } catch (error) {
      setAlert(showServerErrors(error, form.setError, FIELDS));
    }
  });
  return (
    <WizardStep
      step={2}
      title={peopleMessages.onboarding.address}
      description="Your company and where it is registered."
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <ErrorAlert>{alert}</ErrorAlert>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Company"
              autoComplete="organization"
              withAsterisk
              error={form.formState.errors.name?.message}
              {...form.register('name')}
            />
            <TextInput
              label={peopleMessages.onboarding.vatLabel}
              error={
                form.formState.errors.vat_number?.message ??
                (vatNeeded && !values.vat_number.trim() ? peopleMessages.company.vatRequiredEu : undefined)
              }
              {...form.register('vat_number')}
            />
          </SimpleGrid>
          <AddressFields register={form.register} control={form.control} errors={form.formState.errors} />
          <StepActions
            submitLabel="Finish"
            submitting={submitting}
            disabled={blank}
            onPrevious={() =>
              back.mutate('one', {
                onError: (error) => setAlert(showServerErrors(error, form.setError, [])),
              })
            }
            previousPending={back.isPending}
          />
        </Stack>
      </form>
    </WizardStep>
  );
}
