import { type CompanyDetailsValues, companyDetailsForm } from '@kazi/shared/company/forms';
import type { Company } from '@kazi/shared/company/schemas';
import { peopleMessages } from '@kazi/shared/messages/people';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';
import { AddressFields } from '@/features/profile-details/components/AddressFields.tsx';
import { FormSection } from '@/features/profile-details/components/FormSection.tsx';
import { useCompanyForm } from '../lib/use-company-form.ts';

const valuesOf = (company: Company | null): CompanyDetailsValues => ({
  street: company?.street ?? '',
  plot_number: company?.plot_number ?? '',
  city: company?.city ?? '',
  postal_code: company?.postal_code ?? '',
  country: company?.country ?? '',
  vat_number: company?.vat_number ?? '',
  reg_no: company?.reg_no ?? '',
});

/** Settings → Company Details: the address (required), VAT (required in the EU) and registration number. */
export function CompanyDetailsForm({ company }: { company: Company | null }) {
  const { form, submit, alert, saving } = useCompanyForm(company, {
    schema: companyDetailsForm,
    valuesOf,
    saved: peopleMessages.company.detailsSaved,
  });
  const { errors, isDirty } = form.formState;
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg" maw={760}>
        <ErrorAlert>{alert}</ErrorAlert>
        <FormSection title="Company address">
          <AddressFields register={form.register} control={form.control} errors={errors} />
        </FormSection>
        <FormSection title="Registration">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={peopleMessages.onboarding.vatLabel}
              error={errors.vat_number?.message}
              {...form.register('vat_number')}
            />
            <TextInput
              label="Registration number (optional)"
              error={errors.reg_no?.message}
              {...form.register('reg_no')}
            />
          </SimpleGrid>
        </FormSection>
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={!isDirty && Boolean(company)}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
