import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@kazi/shared/messages';
import { CURRENCIES, type ProjectDetail } from '@kazi/shared/projects/schemas';
import { Button, Card, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useUpdateProject } from '@/features/projects/api/update.ts';
import { notifyError } from '@/lib/notify.ts';
import { applyServerErrors } from '../form-errors.ts';
import { notifyProjectUpdated } from '../notify.ts';

const email = z.string().trim().email(MESSAGES.projects.emailInvalid);
const paymentForm = z.object({
  currency: z.enum(CURRENCIES),
  invoicing_email: z.string().trim().min(1, MESSAGES.projects.invoicingEmailRequired).pipe(email),
  cc_primary_email: z.union([z.literal(''), email]),
});
type PaymentValues = z.infer<typeof paymentForm>;

/**
 * Currency, invoicing e-mail (required, 'Invalid email address.') and CC; saving needs a change.
 * The currency is for `manage_payment` (owners, the project's cm and cso, staff) until a member has a
 * client rate (`currency_locked`), the e-mails for `manage`; a field the user may not change is
 * shown disabled, with the reason, and never sent.
 */
export function PaymentForm({ project }: { project: ProjectDetail }) {
  const update = useUpdateProject(project.id);
  const mayCurrency = project.abilities.manage_payment && !project.currency_locked;
  const currencyNote = !project.abilities.manage_payment
    ? MESSAGES.projects.currencyStaffOnly
    : project.currency_locked
      ? MESSAGES.projects.currencyLocked
      : undefined;
  const mayEmails = project.abilities.manage;
  const initial: PaymentValues = {
    currency: project.currency,
    invoicing_email: project.invoicing_email ?? '',
    cc_primary_email: project.cc_primary_email ?? '',
  };
  const form = useForm<PaymentValues>({
    resolver: zodResolver(paymentForm),
    values: initial,
    mode: 'onChange',
  });
  const values = form.watch();
  const changed =
    values.currency !== initial.currency ||
    values.invoicing_email.trim() !== initial.invoicing_email ||
    values.cc_primary_email.trim() !== initial.cc_primary_email;
  const { errors } = form.formState;
  const submit = form.handleSubmit((data) =>
    update.mutate(
      {
        ...(mayCurrency ? { currency: data.currency } : {}),
        ...(mayEmails
          ? { invoicing_email: data.invoicing_email, cc_primary_email: data.cc_primary_email || null }
          : {}),
      },
      {
        onSuccess: notifyProjectUpdated,
        onError: (error) => {
          const unplaced = applyServerErrors(error, form.setError, {
            currency: 'currency',
            invoicing_email: 'invoicing_email',
            cc_primary_email: 'cc_primary_email',
          });
          if (unplaced.length) notifyError(error);
        },
      },
    ),
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
                  disabled={!mayCurrency}
                  description={currencyNote}
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
              disabled={!mayEmails}
              error={errors.invoicing_email?.message}
              {...form.register('invoicing_email')}
            />
            <TextInput
              label="CC e-mail"
              type="email"
              disabled={!mayEmails}
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
