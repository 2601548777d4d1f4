import { zodResolver } from '@hookform/resolvers/zod';
import { shortlistShareMessages } from '@kazi/shared/messages/shortlist-share';
import { type UnlockBody, unlockBody } from '@kazi/shared/opportunities/share';
import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { showServerErrors } from '@/lib/forms/server-errors.ts';
import { useUnlockShortlist } from '../api/shared-shortlist.ts';

const M = shortlistShareMessages.shortlistShare;

/** The password from the e-mail: wrong is said under the field; too many tries say when to try again. */
export function UnlockForm({ shareKey, expired }: { shareKey: string; expired: boolean }) {
  const unlock = useUnlockShortlist(shareKey);
  const form = useForm<UnlockBody>({ resolver: zodResolver(unlockBody), defaultValues: { password: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    unlock.mutate(values.password, {
      onError: (error) => {
        const alert = showServerErrors(error, form.setError, { password: 'password' });
        if (alert) form.setError('root', { type: 'server', message: alert });
      },
    }),
  );

  return (
    <Card maw={440} mx="auto" mt="xl" p={{ base: 'lg', sm: 'xl' }}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Title order={1} fz={22}>
            {M.unlockGenericTitle}
          </Title>
          {expired ? (
            <Alert color="yellow" variant="light">
              {M.sessionEnded}
            </Alert>
          ) : (
            <Text size="sm">{M.unlockIntro}</Text>
          )}
          {errors.root?.message ? (
            <Alert role="alert" color="red" variant="light">
              {errors.root.message}
            </Alert>
          ) : null}
          <PasswordInput
            label={M.passwordLabel}
            required
            autoComplete="off"
            autoFocus
            maxLength={128}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" loading={unlock.isPending}>
            {M.open}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
