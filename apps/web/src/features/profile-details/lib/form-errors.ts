import { format, MESSAGES } from '@kazi/shared/messages';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '@/lib/api/errors.ts';

/**
 * Puts a 400's field errors under their fields (`user.first_name` → `first_name`,
 * `company.website` → `website`); returns what no field of the form shows (for an alert), or
 * null when every message found its place. Keys in `skip` are shown by the caller. A refused file
 * type reads 'Error:{message}' (spec 000 §5).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  skip: readonly string[] = [],
): string | null {
  if (error instanceof ApiError && error.status === 415) {
    return format(MESSAGES.upload.typeError, { message: error.message });
  }
  if (!(error instanceof ApiError) || error.status !== 400) return errorMessage(error);
  const rest: string[] = [];
  let focused = false;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const name = key.replace(/^(user|company)\./, '');
    const message = messages[0];
    if (!message || skip.includes(name)) continue;
    if (fields.includes(name)) {
      setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else rest.push(message);
  }
  return rest.length ? rest.join(' ') : null;
}

/** The first server message for one key of a 400 body (file fields the form shows itself). */
export function serverFieldError(error: unknown, key: string): string | undefined {
  return error instanceof ApiError ? error.fieldErrors[key]?.[0] : undefined;
}
