import { zodResolver } from '@hookform/resolvers/zod';
import { loginForm } from '@kazi/shared/auth/schemas';
import { coreMessages } from '@kazi/shared/messages/core';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';
import { errorMessage } from '@/lib/api/errors.ts';
import { paths } from '@/lib/paths.ts';
import { useLogin } from '../api/login.ts';
import { sessionEndReason } from '../api/session.ts';
import { SecondFactorForm } from './SecondFactorForm.tsx';

type LoginValues = z.input<typeof loginForm>;

/** Email and password, validated by the shared schema; the server's first error in an alert. */
export function LoginForm() {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginForm),
    defaultValues: { email: '', password: '' },
  });
  const expired = sessionEndReason() === 'expired' && !login.isError;

  if (login.data && 'two_factor_required' in login.data) {
    return <SecondFactorForm onRestart={() => login.reset()} />;
  }

  return (
    <form noValidate onSubmit={handleSubmit((values) => login.mutate(values))}>
      <Stack gap="md">
        {login.isError ? <ErrorAlert>{errorMessage(login.error)}</ErrorAlert> : null}
        {expired ? (
          <Alert
            role="status"
            color="gray"
            variant="light"
            icon={<IconInfoCircle size={20} aria-hidden="true" />}
          >
            {coreMessages.auth.sessionExpired}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          size="md"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          size="md"
          error={errors.password?.message}
          // Mantine's PasswordInput does not set aria-invalid itself.
          aria-invalid={Boolean(errors.password)}
          {...register('password')}
        />
        <Group justify="flex-end" mt={-4}>
          <Anchor component={Link} to={paths.forgotPassword} size="sm" fw={500}>
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
