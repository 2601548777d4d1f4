/** Pure project rules: no I/O, unit-tested with tables of cases. */

/** 31 Dec 2099 means "no end date". */
export const NO_END_DATE = '2099-12-31';
/**
 * The latest day a date field accepts: the same day as NO_END_DATE, under the name of its other role.
 * @alias
 */
export const MAX_DATE = NO_END_DATE;

/** Card truncation. */
const CARD_TITLE_LIMIT = 45;
const OPPORTUNITY_CARD_TITLE_LIMIT = 30;
export const CARD_MILESTONE_LIMIT = 40;
export const CARD_AVATAR_LIMIT = 5;

export const PROJECT_CATEGORY_LABELS = {
  project: 'Managed',
  dedicated: 'Dedicated Developers',
  other: 'Other',
} as const;

export const PROJECT_TYPE_LABELS = { web: 'Web', mobile: 'Mobile', other: 'Other' } as const;

/** Duration codes: 2w two weeks, 6m six months, anything else permanent. */
const EXPECTED_DURATIONS = { '2w': 'Two weeks', '6m': 'Six months', permanent: 'Permanent' } as const;
export function durationLabel(code: string | null | undefined): string {
  if (code === '2w') return EXPECTED_DURATIONS['2w'];
  if (code === '6m') return EXPECTED_DURATIONS['6m'];
  return EXPECTED_DURATIONS.permanent;
}

/** Cuts `text` to `limit` characters, ending with an ellipsis when cut ("Mobile banking ap…"). */
export function truncate(text: string, limit: number): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return `${chars
    .slice(0, Math.max(0, limit - 1))
    .join('')
    .trimEnd()}…`;
}

/** The card's title: 45 characters, 30 on opportunity cards. */
export function cardTitle(title: string, stage: 'opportunity' | 'active'): string {
  return truncate(title, stage === 'opportunity' ? OPPORTUNITY_CARD_TITLE_LIMIT : CARD_TITLE_LIMIT);
}

/** Avatars shown on a card (at most 5) and the "+N" for the rest. */
export function avatarOverflow(total: number, shown: number = CARD_AVATAR_LIMIT): number {
  return Math.max(0, total - Math.min(shown, CARD_AVATAR_LIMIT));
}

export function isNoEndDate(date: string | null | undefined): boolean {
  return date === NO_END_DATE;
}

/** Today as YYYY-MM-DD in UTC (the server's and the tests' notion of "today"). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date in YYYY-MM-DD (not 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export type DateProblem = 'start_after_end' | 'end_before_start' | 'end_in_past' | 'after_max';

/**
 * Date rules: the start cannot be after the end (maximum 31 Dec 2099); the end
 * cannot be before today or the start. Dates are YYYY-MM-DD strings, compared as such.
 */
export function dateProblems(
  start: string | null | undefined,
  end: string | null | undefined,
  today: string = todayIso(),
): { start?: DateProblem; end?: DateProblem } {
  const problems: { start?: DateProblem; end?: DateProblem } = {};
  if (start && start > MAX_DATE) problems.start = 'after_max';
  if (end && end > MAX_DATE) problems.end = 'after_max';
  if (start && end && start > end) {
    problems.start ??= 'start_after_end';
    problems.end ??= 'end_before_start';
  }
  if (end && end < today) problems.end ??= 'end_in_past';
  return problems;
}

/** A skill typed twice, compared without case or surrounding spaces. */
export function isDuplicateSkill(existing: readonly string[], candidate: string): boolean {
  const key = candidate.trim().toLowerCase();
  return existing.some((skill) => skill.trim().toLowerCase() === key);
}
