import { zodResolver } from '@hookform/resolvers/zod';
import { format } from '@kazi/shared/messages/format';
import { shortlistShareMessages } from '@kazi/shared/messages/shortlist-share';
import {
  type SendEmailResponse,
  SHARE_MESSAGE_MAX,
  type ShareForm,
  shareFormSchema,
} from '@kazi/shared/opportunities/share';
import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showServerErrors } from '@/lib/forms/server-errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useShareShortlist } from '../api/shares.ts';

const M = shortlistShareMessages.shortlistShare;

interface ShareDialogProps {
  projectId: number;
  opened: boolean;
  onClose: () => void;
}

/** A read-only secret with its copy button: shown once, after sending. */
function SecretField({ label, value }: { label: string; value: string }) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? M.copied : M.copy} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'kazi' : 'gray'}
                onClick={copy}
                aria-label={`${M.copy} ${label.toLowerCase()}`}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

/** Share with client: e-mail and message required; then the link and password, once, with copy buttons. */
export function ShareDialog({ projectId, opened, onClose }: ShareDialogProps) {
  const share = useShareShortlist(projectId);
  const [sent, setSent] = useState<SendEmailResponse | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ShareForm>({
    resolver: zodResolver(shareFormSchema),
    defaultValues: { email: '', message: '' },
  });
  const { errors } = form.formState;

  const close = () => {
    onClose();
    setSent(null);
    setAlert(null);
    form.reset();
    share.reset();
  };

  const submit = form.handleSubmit((values) => {
    setAlert(null);
    share.mutate(values, {
      onSuccess: (response) => {
        notifySuccess(response.message);
        setSent(response);
      },
      onError: (error) =>
        setAlert(showServerErrors(error, form.setError, { email: 'email', message: 'message' })),
    });
  });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': M.close }}
      opened={opened}
      onClose={close}
      title={sent ? M.sentTitle : M.dialogTitle}
      centered
    >
      {sent ? (
        <Stack gap="md">
          <Text size="sm">{format(M.sentHint, { email: sent.share.email })}</Text>
          <SecretField label={M.linkLabel} value={sent.access_link} />
          <SecretField label={M.passwordLabel} value={sent.access_password} />
          <Group justify="flex-end">
            <Button onClick={close}>{M.close}</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            {alert ? (
              <Alert role="alert" color="red" variant="light">
                {alert}
              </Alert>
            ) : null}
            <TextInput
              label={M.emailLabel}
              type="email"
              required
              autoComplete="email"
              maxLength={254}
              error={errors.email?.message}
              {...form.register('email')}
            />
            <Textarea
              label={M.messageLabel}
              placeholder={M.messagePlaceholder}
              required
              autosize
              minRows={3}
              maxLength={SHARE_MESSAGE_MAX}
              error={errors.message?.message}
              {...form.register('message')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {M.cancel}
              </Button>
              <Button type="submit" loading={share.isPending}>
                {M.send}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
