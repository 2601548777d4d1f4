import { zodResolver } from '@hookform/resolvers/zod';
import { CURRENCIES, type ProjectDetail } from '@kazi/shared/projects/schemas';
import { Button, Card, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useUpdateProject } from '@/features/projects/api/update.ts';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { notifyError } from '@/lib/notify.ts';
import { notifyProjectUpdated } from '../notify.ts';
import {
  currencyNote,
  type PaymentValues,
  paymentAccess,
  paymentChanges,
  paymentInitial,
  paymentSchema,
} from '../payment-form.ts';

/**
 * Currency, invoicing e-mail (required, 'Invalid email address.') and CC; saving needs a change.
 * The currency is for `manage_payment` (owners, the project's cm and cso, staff) until a member has a
 * client rate or the project an invoice (`currency_locked`, `currency_locked_by`), the e-mails for
 * `manage`; a field the user may not change is shown disabled, with the reason, is not validated and
 * is never sent. Only changed fields are sent.
 */
export function PaymentForm({ project }: { project: ProjectDetail }) {
  const update = useUpdateProject(project.id);
  const access = paymentAccess(project);
  const initial = paymentInitial(project);
  const form = useForm<PaymentValues>({
    resolver: zodResolver(paymentSchema(access)),
    values: initial,
    mode: 'onChange',
  });
  const changed = Object.keys(paymentChanges(initial, form.watch(), access)).length > 0;
  const { errors } = form.formState;
  const submit = form.handleSubmit((data) =>
    update.mutate(paymentChanges(initial, data, access), {
      onSuccess: notifyProjectUpdated,
      onError: (error) => {
        const unplaced = applyServerErrors(error, form.setError, {
          currency: 'currency',
          invoicing_email: 'invoicing_email',
          cc_primary_email: 'cc_primary_email',
        });
        if (unplaced.rest.length) notifyError(error);
      },
    }),
  );
  return (
    <Card component="section" aria-labelledby="settings-payment">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} fz="lg" id="settings-payment">
            Payment
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Controller
              control={form.control}
              name="currency"
              render={({ field }) => (
                <Select
                  label="Currency"
                  required
                  data={[...CURRENCIES]}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                  disabled={!access.currency}
                  description={currencyNote(project)}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  error={errors.currency?.message}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <TextInput
              label="Invoicing e-mail"
              type="email"
              required
              disabled={!access.emails}
              error={errors.invoicing_email?.message}
              {...form.register('invoicing_email')}
            />
            <TextInput
              label="CC e-mail"
              type="email"
              disabled={!access.emails}
              error={errors.cc_primary_email?.message}
              {...form.register('cc_primary_email')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              type="submit"
              disabled={!changed || Object.keys(errors).length > 0}
              loading={update.isPending}
            >
              Save payment
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
