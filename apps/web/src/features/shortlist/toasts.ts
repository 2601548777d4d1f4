import { shortlistMessages } from '@kazi/shared/messages/shortlist';
import { notifications } from '@mantine/notifications';
import { TOAST_MS } from '@/lib/notify.ts';

/** Spec: "Interest or shortlist update failure | 'Something went wrong! Please try again.'" */
export function notifyShortlistFailure(): void {
  notifications.show({ message: shortlistMessages.shortlist.failed, color: 'red', autoClose: TOAST_MS });
}
