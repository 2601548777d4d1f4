import { recoveryCode, totpCode } from '@kazi/shared/auth/two-factor';
import { securityMessages } from '@kazi/shared/messages/security';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';
import { useSecondFactorLogin } from '@/features/two-factor/api/two-factor.ts';
import { ApiError, errorMessage } from '@/lib/api/errors.ts';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';

const M = securityMessages.twoFactor;
type Values = { code: string };

/**
 * The login's second step: a code from the app, or a recovery code. The pending sign-in lives
 * 5 minutes on the server; past that, `onRestart` goes back to the password.
 */
export function SecondFactorForm({ onRestart }: { onRestart: () => void }) {
  const [kind, setKind] = useState<'code' | 'recovery_code'>('code');
  const verify = useSecondFactorLogin();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { code: '' } });

  // The password step just left: the caret goes to the code.
  useEffect(() => setFocus('code'), [setFocus]);

  /** App code ↔ recovery code: a fresh field, no stale error, the caret in it. */
  const switchKind = () => {
    setKind(kind === 'code' ? 'recovery_code' : 'code');
    reset({ code: '' });
    verify.reset();
    requestAnimationFrame(() => setFocus('code'));
  };

  const submit = handleSubmit((values) => {
    const parsed = (kind === 'code' ? totpCode : recoveryCode).safeParse(values.code);
    if (!parsed.success) {
      setError('code', { message: parsed.error.issues[0]?.message ?? M.invalidCode });
      return;
    }
    verify.mutate(kind === 'code' ? { code: parsed.data } : { recovery_code: parsed.data }, {
      onError: (error) => {
        applyServerErrors(error, setError, { code: 'code', recovery_code: 'code' });
      },
    });
  });
  const formError =
    verify.isError && verify.error instanceof ApiError && !errors.code ? errorMessage(verify.error) : null;

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {M.loginStepTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {kind === 'code' ? M.loginStepHelp : M.loginRecoveryHelp}
          </Text>
        </Stack>
        {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
        <TextInput
          key={kind}
          label={kind === 'code' ? M.codeLabel : M.recoveryCodeLabel}
          inputMode={kind === 'code' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          size="md"
          error={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" size="md" fullWidth loading={verify.isPending}>
          {M.verify}
        </Button>
        <Stack gap={6} align="center">
          <Anchor component="button" type="button" size="sm" onClick={switchKind}>
            {kind === 'code' ? M.useRecoveryCode : M.useAppCode}
          </Anchor>
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onRestart}>
            {M.backToLogin}
          </Anchor>
        </Stack>
      </Stack>
    </form>
  );
}
