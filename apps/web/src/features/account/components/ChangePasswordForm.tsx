import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordForm } from '@kazi/shared/auth/forms';
import { peopleMessages } from '@kazi/shared/messages/people';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordField } from '@/features/auth/components/PasswordField.tsx';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useChangePassword } from '../api/account.ts';
import { notifyAccountError } from './account-errors.ts';
import { SettingsCard } from './SettingsCard.tsx';

type Values = z.infer<typeof changePasswordForm>;

/** Change password: old and new (new_password2 is sent equal to new_password1). */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { old_password: '', new_password: '' },
  });

  const submit = handleSubmit((values) =>
    change.mutate(
      {
        old_password: values.old_password,
        new_password1: values.new_password,
        new_password2: values.new_password,
      },
      {
        onSuccess: () => {
          reset();
          notifySuccess(peopleMessages.account.passwordUpdated);
        },
        onError: (error) => {
          const matched =
            applyServerErrors(error, setError, {
              old_password: 'old_password',
              new_password1: 'new_password',
              new_password2: 'new_password',
            }).placed.length > 0;
          if (!matched) notifyAccountError(error);
        },
      },
    ),
  );

  return (
    <SettingsCard title="Change password" description="Your other sessions end when the password changes.">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={errors.old_password?.message}
            {...register('old_password')}
          />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            withRules
            error={errors.new_password?.message}
            {...register('new_password')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}
