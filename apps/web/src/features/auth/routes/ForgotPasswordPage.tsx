import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetBody } from '@kazi/shared/auth/passwords';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';
import { errorMessage } from '@/lib/api/errors.ts';
import { useRequestPasswordReset } from '../api/passwords.ts';
import { AuthCard } from '../components/AuthCard.tsx';

type Values = z.input<typeof passwordResetBody>;

/** `/forgot-password/`: the same answer whether or not the email has an account. */
export function ForgotPasswordPage() {
  const reset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(passwordResetBody), defaultValues: { email: '' } });

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email address of your account and we will send you a link to choose a new password."
    >
      {reset.isSuccess ? (
        <Alert
          role="status"
          color="kazi"
          variant="light"
          icon={<IconMailCheck size={20} aria-hidden="true" />}
        >
          {reset.data.detail}
        </Alert>
      ) : (
        <form noValidate onSubmit={handleSubmit((values) => reset.mutate(values.email))}>
          <Stack gap="md">
            {reset.isError ? <ErrorAlert>{errorMessage(reset.error)}</ErrorAlert> : null}
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              size="md"
              error={errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" size="md" fullWidth loading={reset.isPending}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
