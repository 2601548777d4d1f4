import { zodResolver } from '@hookform/resolvers/zod';
import { createClientBody } from '@kazi/shared/accounts/users';
import { peopleMessages } from '@kazi/shared/messages/people';
import { Button, Card, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/errors.ts';
import { applyServerErrors, serverFieldError } from '@/lib/forms/server-errors.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useCountryOptions, useCreateClient } from '../api/users.ts';

const U = peopleMessages.users;
type Values = z.input<typeof createClientBody>;
const EMPTY: Values = {
  email: '',
  first_name: '',
  last_name: '',
  company: { name: '', street: '', plot_number: '', postal_code: '', city: '', country: '', vat_number: '' },
};
const FIELDS = [...Object.keys(EMPTY), ...Object.keys(EMPTY.company).map((key) => `company.${key}`)];

/** Create a client with their company ("New client payload", Create client). */
export function CreateClientForm() {
  const create = useCreateClient();
  const countries = useCountryOptions();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof createClientBody>>({
    resolver: zodResolver(createClientBody),
    defaultValues: EMPTY,
  });
  const noCountry = !watch('company.country');

  const submit = handleSubmit((values) =>
    create.mutate(
      {
        ...values,
        username: values.email,
        source: 3,
        type: 2,
        company: { ...values.company, vat_number: values.company.vat_number || null },
      },
      {
        onSuccess: () => {
          reset(EMPTY);
          notifySuccess(U.clientCreated);
        },
        onError: (error) => {
          applyServerErrors(error, setError, FIELDS);
          // A failure shows the first email error text.
          const email = serverFieldError(error, 'email');
          notifyError(email ? new ApiError(400, { email: [email] }) : error);
        },
      },
    ),
  );

  return (
    <Card maw={720}>
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <Stack gap="md">
            <Title order={3} fz="md">
              Client
            </Title>
            <TextInput
              label="Email"
              type="email"
              autoComplete="off"
              error={errors.email?.message}
              {...register('email')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="First name" error={errors.first_name?.message} {...register('first_name')} />
              <TextInput label="Last name" error={errors.last_name?.message} {...register('last_name')} />
            </SimpleGrid>
          </Stack>
          <Stack gap="md">
            <Title order={3} fz="md">
              Company
            </Title>
            <TextInput label="Company" error={errors.company?.name?.message} {...register('company.name')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Street"
                error={errors.company?.street?.message}
                {...register('company.street')}
              />
              <TextInput
                label="Plot number"
                error={errors.company?.plot_number?.message}
                {...register('company.plot_number')}
              />
              <TextInput
                label="Zip code"
                error={errors.company?.postal_code?.message}
                {...register('company.postal_code')}
              />
              <TextInput label="City" error={errors.company?.city?.message} {...register('company.city')} />
              <Controller
                control={control}
                name="company.country"
                render={({ field }) => (
                  <Select
                    label="Country"
                    placeholder={U.chooseCountry}
                    searchable
                    data={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    nothingFoundMessage="No country found"
                    error={errors.company?.country?.message}
                    aria-invalid={Boolean(errors.company?.country)}
                    disabled={countries.isPending}
                  />
                )}
              />
              <TextInput label="VAT number (optional)" {...register('company.vat_number')} />
            </SimpleGrid>
          </Stack>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending} disabled={noCountry}>
              Create client
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
