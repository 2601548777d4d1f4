import { zodResolver } from '@hookform/resolvers/zod';
import { disableTwoFactorForm } from '@kazi/shared/auth/forms';
import { disableTwoFactorBody } from '@kazi/shared/auth/two-factor';
import { securityMessages } from '@kazi/shared/messages/security';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { notifyAccountError } from '@/features/account/components/account-errors.ts';
import { PasswordField } from '@/features/auth/components/PasswordField.tsx';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useDisableTwoFactor } from '../api/two-factor.ts';

const M = securityMessages.twoFactor;
type Values = z.infer<typeof disableTwoFactorForm>;

/** Six digits are an app code, anything else a recovery code. */
const asSecondFactor = (typed: string) =>
  /^\d{3}\s?\d{3}$/.test(typed) ? { code: typed } : { recovery_code: typed };

/** Turning it off asks for the password and a code (or a recovery code) again. */
export function DisableTwoFactorForm() {
  const disable = useDisableTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(disableTwoFactorForm),
    defaultValues: { password: '', code: '' },
  });

  const submit = handleSubmit((values) => {
    const body = disableTwoFactorBody.safeParse({
      password: values.password,
      ...asSecondFactor(values.code),
    });
    if (!body.success) {
      setError('code', { message: body.error.issues[0]?.message ?? M.invalidCode });
      return;
    }
    disable.mutate(
      { password: values.password, ...asSecondFactor(values.code) },
      {
        onSuccess: () => notifySuccess(M.disabled),
        onError: (error) => {
          const matched =
            applyServerErrors(error, setError, {
              password: 'password',
              code: 'code',
              recovery_code: 'code',
            }).placed.length > 0;
          if (!matched) notifyAccountError(error);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {M.disableHelp}
        </Text>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextInput
          label={`${M.codeLabel} or ${M.recoveryCodeLabel.toLowerCase()}`}
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...register('code')}
        />
        <Group justify="flex-end">
          <Button type="submit" color="red" variant="light" loading={disable.isPending}>
            {M.disable}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
