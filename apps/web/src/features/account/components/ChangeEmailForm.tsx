import { zodResolver } from '@hookform/resolvers/zod';
import { userEmailUpdateBody } from '@kazi/shared/accounts/schemas';
import { peopleMessages } from '@kazi/shared/messages/people';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordField } from '@/features/auth/components/PasswordField.tsx';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useChangeEmail } from '../api/account.ts';
import { notifyAccountError } from './account-errors.ts';
import { SettingsCard } from './SettingsCard.tsx';

type Values = z.input<typeof userEmailUpdateBody>;

/** Change email, confirmed with the password (Save disabled while unchanged). */
export function ChangeEmailForm({ current }: { current: string }) {
  const change = useChangeEmail();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(userEmailUpdateBody),
    defaultValues: { email: current, password: '' },
  });
  const unchanged = watch('email').trim().toLowerCase() === current.toLowerCase();

  const submit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (user) => {
        reset({ email: user.email, password: '' });
        notifySuccess(peopleMessages.account.emailUpdated);
      },
      onError: (error) => {
        if (!applyServerErrors(error, setError, { email: 'email', password: 'password' }).placed.length)
          notifyAccountError(error);
      },
    }),
  );

  return (
    <SettingsCard
      title="Change email"
      description="You sign in with this address. We tell your current address when it changes."
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordField
            label="Password"
            description="Confirm the change with your password."
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending} disabled={unchanged}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}
