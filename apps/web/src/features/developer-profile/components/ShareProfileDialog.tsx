import { peopleMessages } from '@kazi/shared/messages/people';
import {
  Alert,
  Button,
  CopyButton,
  Group,
  Loader,
  Modal,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { errorMessage } from '@/lib/api/errors.ts';
import { useShareSettings, useSwitchShareLink } from '../api/share.ts';

/** 'Copied' resets after 600 ms. */
const COPIED_MS = 600;

/**
 * Share profile: created on first open, switched on or off; switching off explains
 * what it means; a failed switch goes back and shows the error.
 */
export function ShareProfileDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const settings = useShareSettings(opened);
  const toggle = useSwitchShareLink();
  const [notice, setNotice] = useState<string | null>(null);
  const data = settings.data;

  const switchLink = (enabled: boolean) => {
    if (!data) return;
    setNotice(null);
    toggle.mutate(
      { id: data.id, enabled },
      {
        onSuccess: () =>
          setNotice(enabled ? peopleMessages.share.linkEnabled : peopleMessages.share.linkDisabled),
      },
    );
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={() => {
        setNotice(null);
        toggle.reset();
        onClose();
      }}
      title={peopleMessages.share.title}
      centered
    >
      {settings.isError && !data ? (
        <ErrorState
          error={settings.error}
          onRetry={() => settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : !data ? (
        <Group justify="center" py="lg">
          <Loader aria-label="Loading your share link" />
        </Group>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {peopleMessages.share.description}
          </Text>
          <Switch
            label={peopleMessages.share.switchLabel}
            description={data.is_link_enabled ? 'On' : 'Off'}
            checked={data.is_link_enabled}
            disabled={toggle.isPending}
            onChange={(event) => switchLink(event.currentTarget.checked)}
          />
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <TextInput
              label="Link to your profile"
              value={data.shared_profile_url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: 1, minWidth: 0 }}
              disabled={!data.is_link_enabled}
            />
            <CopyButton value={data.shared_profile_url} timeout={COPIED_MS}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'filled' : 'light'}
                  onClick={copy}
                  disabled={!data.is_link_enabled}
                  leftSection={
                    copied ? (
                      <IconCheck size={16} aria-hidden="true" />
                    ) : (
                      <IconCopy size={16} aria-hidden="true" />
                    )
                  }
                  aria-live="polite"
                >
                  {copied ? peopleMessages.share.copied : peopleMessages.share.copy}
                </Button>
              )}
            </CopyButton>
          </Group>
          {toggle.isError ? (
            <Alert role="alert" color="red" variant="light">
              {errorMessage(toggle.error)}
            </Alert>
          ) : notice ? (
            <Alert
              role="status"
              color={data.is_link_enabled ? 'kazi' : 'gray'}
              variant="light"
              icon={<IconInfoCircle size={20} aria-hidden="true" />}
            >
              {notice}
            </Alert>
          ) : null}
        </Stack>
      )}
    </Modal>
  );
}
