import { zodResolver } from '@hookform/resolvers/zod';
import { invoiceEmailForm } from '@kazi/shared/accounts/schemas';
import { peopleMessages } from '@kazi/shared/messages/people';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useUpdateAccount } from '../api/account.ts';
import { notifyAccountError } from './account-errors.ts';
import { SettingsCard } from './SettingsCard.tsx';

type Values = z.input<typeof invoiceEmailForm>;

/** Admin invoice email (required; Save disabled while unchanged). */
export function InvoiceEmailForm({ current }: { current: string | null }) {
  const update = useUpdateAccount();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(invoiceEmailForm),
    defaultValues: { invoice_email: current ?? '' },
  });
  const unchanged = watch('invoice_email').trim().toLowerCase() === (current ?? '').toLowerCase();

  const submit = handleSubmit((values) =>
    update.mutate(
      { invoice_email: values.invoice_email },
      {
        onSuccess: (account) => {
          reset({ invoice_email: account.invoice_email ?? '' });
          notifySuccess(peopleMessages.account.detailsUpdated);
        },
        onError: (error) => {
          if (!applyServerErrors(error, setError, { invoice_email: 'invoice_email' }).placed.length) {
            notifyAccountError(error);
          }
        },
      },
    ),
  );

  return (
    <SettingsCard
      title="Admin invoice email"
      description="Invoices for your projects are also sent to this address, for example your finance team."
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label="Invoice email"
            type="email"
            autoComplete="email"
            error={errors.invoice_email?.message}
            {...register('invoice_email')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={unchanged}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}
