import { coreMessages } from '@kazi/shared/messages/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from './api/errors.ts';

/** Toasts last 5 s. Successes are polite (`status`), errors assertive (`alert`). */
export const TOAST_MS = 5000;

export function notifySuccess(message: string = coreMessages.generic.saved): void {
  notifications.show({ message, color: 'kazi', autoClose: TOAST_MS, role: 'status' });
}

export function notifyInfo(message: string): void {
  notifications.show({ message, color: 'gray', autoClose: TOAST_MS, role: 'status' });
}

/** Shows the first server error value, or 'Sorry, An error occurred.' */
export function notifyError(error: unknown): void {
  notifications.show({ message: errorMessage(error), color: 'red', autoClose: TOAST_MS });
}
