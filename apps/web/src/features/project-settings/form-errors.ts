import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api/errors.ts';

/**
 * Puts a 400's field errors under their fields: `fields` maps the API's keys (`change_log.reason`)
 * to the form's names (`reason`). Returns the messages that found no field (for an alert).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Record<string, Path<T>>,
): string[] {
  if (!(error instanceof ApiError)) return [];
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const name = fields[key];
    if (name) setError(name, { type: 'server', message: messages[0] ?? '' });
    else rest.push(...messages);
  }
  return rest;
}
