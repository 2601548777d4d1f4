import { zodResolver } from '@hookform/resolvers/zod';
import { deactivateBody } from '@kazi/shared/accounts/schemas';
import { peopleMessages } from '@kazi/shared/messages/people';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { PasswordField } from '@/features/auth/components/PasswordField.tsx';
import { errorMessage } from '@/lib/api/errors.ts';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { notifyInfo } from '@/lib/notify.ts';
import { paths } from '@/lib/paths.ts';
import { useDeactivateAccount } from '../api/account.ts';
import { SettingsCard } from './SettingsCard.tsx';

type Values = z.infer<typeof deactivateBody>;

/** Deactivate account: a confirmation with the password; disabled at once, data deleted in 7 days. */
export function DeactivateAccountCard() {
  const [opened, { open, close }] = useDisclosure(false);
  const deactivate = useDeactivateAccount();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(deactivateBody), defaultValues: { password: '' } });

  const cancel = () => {
    close();
    reset();
    deactivate.reset();
  };
  const submit = handleSubmit((values) =>
    deactivate.mutate(values, {
      onSuccess: ({ detail }) => {
        notifyInfo(detail);
        navigate(paths.home, { replace: true });
      },
      onError: (error) => {
        applyServerErrors(error, setError, { password: 'password' });
      },
    }),
  );

  return (
    <SettingsCard title="Deactivate account" description={peopleMessages.account.deactivateWarning} danger>
      <Group justify="flex-end">
        <Button color="red" variant="light" onClick={open}>
          Deactivate account
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={cancel}
        title="Deactivate your account?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
              <Text size="sm">{peopleMessages.account.deactivateWarning}</Text>
            </Alert>
            {deactivate.isError && !errors.password ? (
              <Alert role="alert" color="red" variant="light">
                {errorMessage(deactivate.error)}
              </Alert>
            ) : null}
            <PasswordField
              label="Password"
              description="Confirm with your password."
              autoComplete="current-password"
              data-autofocus
              error={errors.password?.message}
              {...register('password')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={cancel}>
                Cancel
              </Button>
              <Button type="submit" color="red.9" loading={deactivate.isPending}>
                Deactivate my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </SettingsCard>
  );
}
