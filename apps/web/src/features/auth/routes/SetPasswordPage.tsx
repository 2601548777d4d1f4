import { zodResolver } from '@hookform/resolvers/zod';
import { choosePasswordForm } from '@kazi/shared/auth/passwords';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';
import { ApiError, errorMessage } from '@/lib/api/errors.ts';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { paths } from '@/lib/paths.ts';
import { useConfirmPasswordReset } from '../api/passwords.ts';
import { sessionQueryKey } from '../api/session.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { PasswordField } from '../components/PasswordField.tsx';

type Values = z.infer<typeof choosePasswordForm>;

const COPY = {
  reset: { title: 'Choose a new password', subtitle: 'Your other sessions end once it is saved.' },
  set: { title: 'Set your password', subtitle: 'Choose the password you will sign in to Kazi with.' },
};

/**
 * `/reset-password/confirm/:uid/:token` (reset mail) and `/password/:uid/:token` (the set-password
 * mail of a client an admin created): one page, one API call.
 */
export function SetPasswordPage({ mode }: { mode: 'reset' | 'set' }) {
  const { uid = '', token = '' } = useParams();
  const confirm = useConfirmPasswordReset();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(choosePasswordForm), defaultValues: { password: '' } });

  const submit = handleSubmit((values) =>
    confirm.mutate(
      { uid, token, password: values.password },
      {
        // Every session of the person has ended: forget any local one.
        onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        onError: (error) => {
          applyServerErrors(error, setError, { new_password1: 'password' });
        },
      },
    ),
  );
  const linkFailed = confirm.error instanceof ApiError && Boolean(confirm.error.fieldErrors.token);

  return (
    <AuthCard title={COPY[mode].title} subtitle={confirm.isSuccess ? undefined : COPY[mode].subtitle}>
      {confirm.isSuccess ? (
        <Stack gap="md">
          <Alert
            role="status"
            color="kazi"
            variant="light"
            icon={<IconCircleCheck size={20} aria-hidden="true" />}
          >
            {confirm.data.detail}
          </Alert>
          <Button component={Link} to={paths.login} size="md" fullWidth>
            Log in
          </Button>
        </Stack>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            {confirm.isError && !errors.password ? (
              <ErrorAlert>
                <Text size="sm">{errorMessage(confirm.error)}</Text>
                {linkFailed ? (
                  <Anchor component={Link} to={paths.forgotPassword} size="sm" fw={600}>
                    Ask for a new link
                  </Anchor>
                ) : null}
              </ErrorAlert>
            ) : null}
            <PasswordField
              label="New password"
              autoComplete="new-password"
              size="md"
              withRules
              error={errors.password?.message}
              {...register('password')}
            />
            <Button type="submit" size="md" fullWidth loading={confirm.isPending}>
              Save password
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
