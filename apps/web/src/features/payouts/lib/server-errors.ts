import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '@/lib/api/errors.ts';

/**
 * A failed call of a form: 400 messages go under their fields (the first one focused); whatever no
 * field shows comes back as one message for the dialog's alert (null when all found a place).
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly (keyof T & string)[],
): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return errorMessage(error);
  const rest: string[] = [];
  let focus = true;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    if ((fields as readonly string[]).includes(key)) {
      setError(key as Path<T>, { type: 'server', message }, { shouldFocus: focus });
      focus = false;
    } else rest.push(message);
  }
  return rest.length ? rest.join(' ') : null;
}
