import { firstErrorMessage } from '@kazi/shared/api/error-message';
import { MESSAGES } from '@kazi/shared/messages';
import { notifications } from '@mantine/notifications';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api/errors.ts';
import { TOAST_MS } from '@/lib/notify.ts';

/**
 * Puts the server's field errors under their fields; answers false when none matched (then the
 * caller shows the first server message, else 'Sorry, an error occurred.').
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, Path<T>>>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let matched = false;
  for (const [serverField, messages] of Object.entries(error.fieldErrors)) {
    const field = fields[serverField];
    if (field && messages.length) {
      setError(field, { message: messages.join(' ') });
      matched = true;
    }
  }
  return matched;
}

/** Account updates show the first server message, else 'Sorry, an error occurred.' (spec 002 §8). */
export function accountErrorMessage(error: unknown): string {
  return error instanceof ApiError && firstErrorMessage(error.body) ? error.message : MESSAGES.account.error;
}

export function notifyAccountError(error: unknown): void {
  notifications.show({ message: accountErrorMessage(error), color: 'red', autoClose: TOAST_MS });
}
