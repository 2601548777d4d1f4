import { projectsMessages } from '@kazi/shared/messages/projects';
import type { FieldValues } from 'react-hook-form';
import { type PlacedErrors, serverAlert } from '@/lib/forms/server-errors.ts';

const DETAILS_REQUIRED = projectsMessages.team.detailsRequired;

/**
 * The alert of a team form after a failed save: 'Team member(s) details required' when any
 * message says so (on a field or not), otherwise what no field showed.
 */
export function teamAlert<T extends FieldValues>(failure: unknown, { placed, rest }: PlacedErrors<T>) {
  const messages = [...placed.map((error) => error.message), ...rest];
  return messages.some((message) => message.includes(DETAILS_REQUIRED))
    ? DETAILS_REQUIRED
    : serverAlert(failure, rest);
}
