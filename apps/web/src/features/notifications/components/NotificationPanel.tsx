import { coreMessages } from '@kazi/shared/messages/core';
import { notificationsMessages } from '@kazi/shared/messages/notifications';
import { Button, Group, Loader, Popover, ScrollArea, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useMarkAllRead, useNotificationList } from '../api/notifications.ts';
import { BellButton } from './BellButton.tsx';
import { NotificationItem } from './NotificationItem.tsx';

const N = notificationsMessages.notifications;

export interface NotificationPanelProps {
  unread: number;
  /** Controlled by NotificationBell, so the click that loaded this code also opens it. */
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/** The bell's popover: the newest notifications, each linked to its thing, mark read, mark all read. */
export function NotificationPanel({ unread, opened, onChange }: NotificationPanelProps) {
  const target = useRef<HTMLButtonElement>(null);
  const close = () => {
    onChange(false);
    requestAnimationFrame(() => target.current?.focus());
  };
  return (
    <Popover
      position="bottom-end"
      shadow="md"
      width={360}
      withinPortal={false}
      trapFocus
      opened={opened}
      onChange={onChange}
      onDismiss={close}
    >
      <Popover.Target>
        <BellButton ref={target} unread={unread} aria-expanded={opened} onClick={() => onChange(!opened)} />
      </Popover.Target>
      <Popover.Dropdown p={0} role="dialog" aria-labelledby="notifications-title">
        {opened ? <PanelBody unread={unread} onNavigate={() => onChange(false)} /> : null}
      </Popover.Dropdown>
    </Popover>
  );
}

function PanelBody({ unread, onNavigate }: { unread: number; onNavigate: () => void }) {
  const list = useNotificationList();
  const markAll = useMarkAllRead();
  return (
    <>
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        <Title order={2} size="h5" id="notifications-title">
          {N.title}
        </Title>
        <Button
          size="compact-sm"
          variant="subtle"
          disabled={!unread}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {N.markAllRead}
        </Button>
      </Group>
      <ScrollArea.Autosize mah={420} type="auto">
        {list.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label={coreMessages.generic.loading} />
          </Group>
        ) : list.isError ? (
          <Text p="md" size="sm" c="var(--kazi-text-danger)" role="alert">
            {N.loadError}
          </Text>
        ) : list.data.results.length ? (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {list.data.results.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onNavigate={onNavigate} />
            ))}
          </ul>
        ) : (
          <Text p="md" size="sm" c="dimmed">
            {N.empty}
          </Text>
        )}
      </ScrollArea.Autosize>
    </>
  );
}
