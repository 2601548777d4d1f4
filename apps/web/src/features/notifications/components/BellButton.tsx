import { format } from '@kazi/shared/messages/format';
import { notificationsMessages } from '@kazi/shared/messages/notifications';
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import classes from './BellButton.module.css';

const N = notificationsMessages.notifications;
type BellButtonProps = ActionIconProps &
  Omit<ComponentPropsWithRef<'button'>, keyof ActionIconProps> & { unread: number };

/** The bell: its name says how many are unread ("Notifications, 3 unread"); the badge shows it. */
export function BellButton({ unread, ...props }: BellButtonProps) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={40}
      radius="xl"
      aria-label={unread ? format(N.bellLabelUnread, { count: unread }) : N.bellLabel}
      aria-haspopup="dialog"
      className={classes.bell}
      {...props}
    >
      <IconBell size={22} aria-hidden="true" />
      {unread ? (
        <span className={classes.badge} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </ActionIcon>
  );
}
