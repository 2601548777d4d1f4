import { zodResolver } from '@hookform/resolvers/zod';
import { confirmTwoFactorBody } from '@kazi/shared/auth/two-factor';
import { coreMessages } from '@kazi/shared/messages/core';
import { securityMessages } from '@kazi/shared/messages/security';
import { Button, Group, Image, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';
import { errorMessage } from '@/lib/api/errors.ts';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { useConfirmTwoFactor, useStartTwoFactorSetup } from '../api/two-factor.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';

const M = securityMessages.twoFactor;
type Values = z.input<typeof confirmTwoFactorBody>;
type Parsed = z.output<typeof confirmTwoFactorBody>;

/** `ABCD EFGH …`: the key in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The set-up: a new secret as a QR code and as text, a first code to confirm it, then the
 * recovery codes once. `onDone` runs after the person says the codes are saved.
 */
export function EnrolTwoFactor({ onDone }: { onDone: () => void }) {
  const setup = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactor();
  const started = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(confirmTwoFactorBody),
    defaultValues: { code: '' },
  });
  const start = setup.mutate;

  useEffect(() => {
    // Once per screen: a second set-up call would replace the secret just shown.
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  if (confirm.data) return <RecoveryCodes codes={confirm.data.recovery_codes} onDone={onDone} />;
  if (setup.isError) return <ErrorAlert>{errorMessage(setup.error)}</ErrorAlert>;
  if (!setup.data) return <Skeleton h={220} radius="md" aria-label={coreMessages.generic.loading} />;

  const submit = handleSubmit((values) =>
    confirm.mutate(values.code, {
      onError: (error) => {
        applyServerErrors(error, setError, { code: 'code' });
      },
    }),
  );

  return (
    <Stack gap="md">
      <Text size="sm">{M.scanQr}</Text>
      <Image src={setup.data.qr_code} alt={M.qrAlt} w={176} h={176} bg="white" radius="sm" />
      <TextInput
        label={M.secretLabel}
        value={grouped(setup.data.secret)}
        readOnly
        maw={420}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          {confirm.isError && !errors.code ? <ErrorAlert>{errorMessage(confirm.error)}</ErrorAlert> : null}
          <TextInput
            label={M.codeLabel}
            description={M.confirmCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            maw={260}
            error={errors.code?.message}
            {...register('code')}
          />
          <Group>
            <Button type="submit" loading={confirm.isPending}>
              {M.verify}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
