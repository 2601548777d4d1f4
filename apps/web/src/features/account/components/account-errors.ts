import { firstErrorMessage } from '@kazi/shared/api/error-message';
import { peopleMessages } from '@kazi/shared/messages/people';
import { notifications } from '@mantine/notifications';
import { ApiError } from '@/lib/api/errors.ts';
import { TOAST_MS } from '@/lib/notify.ts';

/** Account updates show the first server message, else 'Sorry, an error occurred.'. */
function accountErrorMessage(error: unknown): string {
  return error instanceof ApiError && firstErrorMessage(error.body)
    ? error.message
    : peopleMessages.account.error;
}

export function notifyAccountError(error: unknown): void {
  notifications.show({ message: accountErrorMessage(error), color: 'red', autoClose: TOAST_MS });
}
