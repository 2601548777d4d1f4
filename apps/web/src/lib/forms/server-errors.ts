import { coreMessages } from '@kazi/shared/messages/core';
import { format } from '@kazi/shared/messages/format';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '@/lib/api/errors.ts';

/**
 * A form's fields by the API's key of a 400 body. A list means the same names on both ends (a
 * nested key such as `user.first_name` also finds `first_name`); a record renames
 * (`{ 'change_log.reason': 'reason' }`), a function renames by pattern (`participation.0.user` →
 * `team.members.0.user`). Array rows need no entry: `members.0.rate` is the form's own path for
 * the field array `members`.
 */
export type ServerFields<T extends FieldValues> =
  | readonly string[]
  | Partial<Record<string, Path<T>>>
  | ((key: string) => Path<T> | undefined);

export interface PlacedErrors<T extends FieldValues> {
  /** Each field with its messages joined, in the body's order. */
  placed: { name: Path<T>; message: string }[];
  /** Messages no field shows (`non_field_errors`, keys the form does not have). */
  rest: string[];
}

function fieldFor<T extends FieldValues>(key: string, fields: ServerFields<T>): Path<T> | undefined {
  if (typeof fields === 'function') return fields(key);
  if (!Array.isArray(fields)) return (fields as Partial<Record<string, Path<T>>>)[key];
  const names = fields as readonly string[];
  if (names.includes(key)) return key as Path<T>;
  if (/^[a-z_]+\.\d+\./.test(key) && names.includes(key.split('.')[0] ?? '')) return key as Path<T>;
  const last = key.replace(/^[a-z_]+\./, '');
  return names.includes(last) ? (last as Path<T>) : undefined;
}

/** The one mapping of a 400 body (`{field: [msg], "nested.field": [...], non_field_errors: [...]}`) onto a form. */
export function placeServerErrors<T extends FieldValues>(
  fieldErrors: Record<string, string[]>,
  fields: ServerFields<T>,
  skip: readonly string[] = [],
): PlacedErrors<T> {
  const result: PlacedErrors<T> = { placed: [], rest: [] };
  for (const [key, messages] of Object.entries(fieldErrors)) {
    if (!messages.length || skip.includes(key) || skip.includes(key.replace(/^[a-z_]+\./, ''))) continue;
    const name = fieldFor(key, fields);
    if (name) result.placed.push({ name, message: messages.join(' ') });
    else result.rest.push(...messages);
  }
  return result;
}

/**
 * Puts a failed call's field errors under their fields (the first one focused) with react-hook-form's
 * `setError`; each goes when its field changes (the kit's forms re-validate on change). Keys in
 * `skip` the caller shows itself (file inputs). Anything but a 400 places nothing.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ServerFields<T>,
  skip: readonly string[] = [],
): PlacedErrors<T> {
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  const result = placeServerErrors(fieldErrors, fields, skip);
  result.placed.forEach(({ name, message }, index) => {
    setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return result;
}

/**
 * The alert above a form after a failed submit: a refused file type reads 'Error:{message}', any
 * other failure but a 400 its message, a 400 the messages no field showed (null when each found one).
 */
export function serverAlert(error: unknown, rest: readonly string[]): string | null {
  if (error instanceof ApiError && error.status === 415) {
    return format(coreMessages.upload.typeError, { message: error.message });
  }
  if (!(error instanceof ApiError) || error.status !== 400) return errorMessage(error);
  return rest.length ? rest.join(' ') : null;
}

/** The first server message for one key of a 400 body (file fields the form shows itself). */
export function serverFieldError(error: unknown, key: string): string | undefined {
  return error instanceof ApiError ? error.fieldErrors[key]?.[0] : undefined;
}

/** `applyServerErrors`, then the alert for what no field showed (`serverAlert`). */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ServerFields<T>,
  skip: readonly string[] = [],
): string | null {
  return serverAlert(error, applyServerErrors(error, setError, fields, skip).rest);
}
