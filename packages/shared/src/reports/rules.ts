import type { PROGRESS_EVENT_TYPES } from '../planning/schemas.ts';

export type ProgressEventType = (typeof PROGRESS_EVENT_TYPES)[number];

/** Progress status options of a progress report, with their labels. */
export const PROGRESS_STATUSES = ['ahead', 'on_schedule', 'behind_progressing', 'behind_stuck'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];
export const PROGRESS_STATUS_LABELS: Record<ProgressStatus, string> = {
  ahead: 'Ahead of schedule',
  on_schedule: 'On schedule',
  behind_progressing: 'Behind but Progressing',
  behind_stuck: 'Behind and Stuck',
};

/** Blocker reasons (stuck_reason), with their labels. */
export const BLOCKER_REASONS = [
  'resolving_error',
  'poor_doc',
  'hardware_problem',
  'unclear_spec',
  'personal_issue',
  'other',
] as const;
export type BlockerReason = (typeof BLOCKER_REASONS)[number];
export const BLOCKER_REASON_LABELS: Record<BlockerReason, string> = {
  resolving_error: 'Resolving an error',
  poor_doc: 'Poor documentation',
  hardware_problem: 'Hardware problem',
  unclear_spec: 'Unclear specification',
  personal_issue: 'Personal issue',
  other: 'Other',
};

/** Report status as the list, its filter and the detail show it. */
export const REPORT_STATUSES = ['completed', 'pending', 'overdue'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  completed: 'Completed',
  pending: 'Pending',
  overdue: 'Overdue',
};

/** Rating scale: five faces, 1 (angry) to 5 (beaming). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_FACES = [
  { value: 1, label: 'Angry' },
  { value: 2, label: 'Unhappy' },
  { value: 3, label: 'Neutral' },
  { value: 4, label: 'Happy' },
  { value: 5, label: 'Beaming' },
] as const;

/**
 * Images one report request takes (`uploads`): the server refuses more (413), and the form says so
 * before sending them.
 */
export const MAX_REPORT_IMAGES = 10;

export const DAY_MS = 86_400_000;

/** Overdue grace: 3 days after the due date, 1 day for a developer entry. */
export function overdueGraceDays(type: ProgressEventType): number {
  return type === 'developer' ? 1 : 3;
}

/**
 * When an event without a report becomes overdue. The database keeps the same instant in
 * `progress_events.overdue_at` (a trigger; `db/reports-overdue.test.ts` checks they agree).
 */
export function overdueAt(type: ProgressEventType, dueAt: Date): Date {
  return new Date(dueAt.getTime() + overdueGraceDays(type) * DAY_MS);
}

/** Reports and ratings may be filed and changed by their author for 7 days past the overdue limit. */
export const EDIT_WINDOW_DAYS = 7;

export function editableUntil(overdue: Date): Date {
  return new Date(overdue.getTime() + EDIT_WINDOW_DAYS * DAY_MS);
}

export function isStillEditable(overdue: Date, now: Date): boolean {
  return now.getTime() <= editableUntil(overdue).getTime();
}

/**
 * Completed when a progress report or rating exists; overdue once its overdue limit has passed
 * without one; otherwise pending. Someone who may not see overdue (clients) sees pending instead.
 */
export function reportStatus(
  event: { completed: boolean; overdueAt: Date },
  now: Date,
  seesOverdue: boolean,
): ReportStatus {
  if (event.completed) return 'completed';
  if (seesOverdue && now.getTime() > event.overdueAt.getTime()) return 'overdue';
  return 'pending';
}

/**
 * Which form an event takes, by its type: the client rating (developer_rating), the developer
 * survey (developer_survey), or a progress report whose questions depend on who it is for: the PM
 * report (cm and milestone events: last deadline, a rating of every developer), the client-facing
 * report (client events: rate_deliverables, next-deadline answer required), or the basic one.
 */
export type ReportForm = 'client_rating' | 'developer_survey' | 'pm_report' | 'client_report' | 'update';

export function formOf(type: ProgressEventType): ReportForm {
  switch (type) {
    case 'developer_rating':
      return 'client_rating';
    case 'developer_survey':
      return 'developer_survey';
    case 'cm':
    case 'milestone':
      return 'pm_report';
    case 'client':
      return 'client_report';
    default:
      return 'update';
  }
}

/** Whether an event is answered by ratings (developer-rating/) rather than a report (progress-reports/). */
export const isRatedByRatings = (type: ProgressEventType) => formOf(type) === 'client_rating';

/** The Reports page's tabs and the event types each lists ('Yours' lists the caller's own events). */
export const REPORT_TABS = ['yours', 'team', 'client'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];
export const TEAM_TAB_TYPES: readonly ProgressEventType[] = [
  'developer',
  'cm',
  'internal',
  'milestone',
  'developer_survey',
];
export const CLIENT_TAB_TYPES: readonly ProgressEventType[] = ['client', 'developer_rating'];
