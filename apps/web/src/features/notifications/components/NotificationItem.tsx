import { format } from '@kazi/shared/messages/format';
import { notificationsMessages } from '@kazi/shared/messages/notifications';
import type { Notification } from '@kazi/shared/notifications/schemas';
import { Anchor, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format/dates.ts';
import { useMarkRead } from '../api/notifications.ts';
import classes from './NotificationItem.module.css';

const N = notificationsMessages.notifications;

/** One notification: its subject links to the thing (and marks it read); unread ones can be marked read. */
export function NotificationItem({
  notification,
  onNavigate,
}: {
  notification: Notification;
  onNavigate: () => void;
}) {
  const markRead = useMarkRead();
  const unread = notification.read_at === null;
  return (
    <li className={classes.item} data-unread={unread || undefined}>
      <Stack gap={2}>
        <Anchor
          component={Link}
          to={notification.link}
          size="sm"
          fw={unread ? 600 : 400}
          c="inherit"
          onClick={() => {
            if (unread) markRead.mutate(notification.id);
            onNavigate();
          }}
        >
          {unread ? <VisuallyHidden>{`${N.unreadMark}: `}</VisuallyHidden> : null}
          {notification.subject}
        </Anchor>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {formatDateTime(notification.created_at)}
          </Text>
          {unread ? (
            <Button
              size="compact-xs"
              variant="subtle"
              loading={markRead.isPending}
              aria-label={format(N.markReadOf, { subject: notification.subject })}
              onClick={() => markRead.mutate(notification.id)}
            >
              {N.markRead}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </li>
  );
}
