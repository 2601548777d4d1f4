import { Notifications } from '@mantine/notifications';
import { TOAST_MS } from '@/lib/notify.ts';

/** The toast container (5 s toasts), loaded with the first toast. */
export function Toaster() {
  return <Notifications position="top-right" autoClose={TOAST_MS} limit={4} />;
}
