import { projectsMessages } from '../messages/projects.ts';

const P = projectsMessages.planning;

export interface TimelineDates {
  start_date: string | null;
  deadline: string | null;
}

/**
 * Checks a change of the project timeline (Timeline form): both dates are required,
 * the start may not be after the deadline, and changing a date that was already set needs a
 * reason (it goes to the timeline change log). Setting a date for the first time needs none.
 * Returns field errors in the API's shape; empty when the change is fine.
 */
export function timelineErrors(
  previous: TimelineDates,
  next: TimelineDates,
  reason: string | null | undefined,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!next.start_date) errors.start_date = [P.startRequired];
  if (!next.deadline) errors.deadline = [P.endRequired];
  if (next.start_date && next.deadline && next.start_date > next.deadline) {
    errors.start_date = [P.startAfterEnd];
  }
  const changesASetDate =
    (previous.start_date !== null && previous.start_date !== next.start_date) ||
    (previous.deadline !== null && previous.deadline !== next.deadline);
  if (changesASetDate && !reason?.trim()) errors['change_log.reason'] = [P.reasonRequired];
  return errors;
}

/** Which timeline fields a change touches, with their old and new values. */
export function changedTimelineFields(
  previous: TimelineDates,
  next: TimelineDates,
): { field: 'start_date' | 'deadline'; previous: string | null; next: string | null }[] {
  const changes: { field: 'start_date' | 'deadline'; previous: string | null; next: string | null }[] = [];
  for (const field of ['start_date', 'deadline'] as const) {
    if (previous[field] !== next[field])
      changes.push({ field, previous: previous[field], next: next[field] });
  }
  return changes;
}

/** A due date as an instant: a day becomes that day at 00:00 UTC; an instant is normalised to UTC. */
export function dueAtToIso(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : new Date(value).toISOString();
}

/** The day of a due date in UTC (`YYYY-MM-DD`), the way Planning shows and compares them. */
export function dueDay(dueAt: string): string {
  return new Date(dueAt).toISOString().slice(0, 10);
}

/** Milestones still ahead on `today` come first by due date, then the past ones, latest first. */
export function splitMilestones<T extends { due_at: string }>(
  milestones: readonly T[],
  today: string,
): { upcoming: T[]; past: T[] } {
  const upcoming = milestones
    .filter((m) => dueDay(m.due_at) >= today)
    .sort((a, b) => a.due_at.localeCompare(b.due_at));
  const past = milestones
    .filter((m) => dueDay(m.due_at) < today)
    .sort((a, b) => b.due_at.localeCompare(a.due_at));
  return { upcoming, past };
}
