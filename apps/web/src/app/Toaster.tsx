import { Notifications } from '@mantine/notifications';
import { TOAST_MS } from '@/lib/notify.ts';
import classes from './Toaster.module.css';

/** The toast container (5 s toasts) under the top bar, loaded with the first toast. */
export function Toaster() {
  return (
    <Notifications position="top-right" autoClose={TOAST_MS} limit={4} classNames={{ root: classes.root }} />
  );
}
