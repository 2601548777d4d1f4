import { type CompanyProfileValues, companyProfileForm } from '@kazi/shared/company/forms';
import type { Company } from '@kazi/shared/company/schemas';
import { peopleMessages } from '@kazi/shared/messages/people';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';
import { FormSection } from '@/features/profile-details/components/FormSection.tsx';
import { useCompanyForm } from '../lib/use-company-form.ts';

const valuesOf = (company: Company | null): CompanyProfileValues => ({
  name: company?.name ?? '',
  website: company?.website ?? '',
  bio: company?.bio ?? '',
  tel_number: company?.tel_number ?? '',
});

/** Settings → Company Profile: name required; the website is checked by the server. */
export function CompanyProfileForm({ company }: { company: Company | null }) {
  const { form, submit, alert, saving } = useCompanyForm(company, {
    schema: companyProfileForm,
    valuesOf,
    saved: peopleMessages.company.profileSaved,
  });
  const { errors, isDirty } = form.formState;
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg" maw={760}>
        <ErrorAlert>{alert}</ErrorAlert>
        <FormSection
          title="Company profile"
          description="How your company appears to the Kazi team and your developers."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Company name"
              autoComplete="organization"
              withAsterisk
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextInput
              label="Website"
              type="url"
              autoComplete="url"
              placeholder="https://example.com"
              error={errors.website?.message}
              {...form.register('website')}
            />
            <TextInput
              label="Telephone"
              type="tel"
              autoComplete="tel"
              error={errors.tel_number?.message}
              {...form.register('tel_number')}
            />
          </SimpleGrid>
          <Textarea
            label="About the company"
            autosize
            minRows={3}
            maxRows={8}
            error={errors.bio?.message}
            {...form.register('bio')}
          />
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
