/**
 * Pure rules of a project team (Participation, Team): who may join a team and hold its slots,
 * money of rates, the expected monthly total, which rate applies on a day, update days and the
 * invitation checklist. No I/O; unit-tested with tables in rules.test.ts.
 */
import { isTalentType, USER_TYPES } from '../auth/roles.ts';
import { multiplyByHours } from '../money/money.ts';
// One business constant for the team's monthly totals and the timesheets' expected hours (ADR 028).
import { WORKING_DAYS_PER_MONTH, WORKING_DAYS_PER_WEEK } from '../timesheets/rules.ts';

/** What the team rules know of a person: their user type, account and staff flags. */
export interface TeamPerson {
  type: number;
  isActive: boolean;
  /** Finished onboarding. */
  canContribute: boolean;
  isAdmin: boolean;
  isPayAdmin: boolean;
  isStaff: boolean;
}

/** Talents (developers, designers and space leads) who finished onboarding can join a team; staff cannot. */
export function canJoinTeam(person: TeamPerson): boolean {
  return (
    person.isActive &&
    person.canContribute &&
    isTalentType(person.type) &&
    !person.isAdmin &&
    !person.isPayAdmin &&
    !person.isStaff
  );
}

/** The user type each of a project's slots takes. */
export const SLOT_USER_TYPES = {
  owner: USER_TYPES.project_owner,
  cm: USER_TYPES.client_manager,
  cso: USER_TYPES.client_support_officer,
} as const;
type ProjectSlot = keyof typeof SLOT_USER_TYPES;

/** Who may hold a slot: an active client as owner, client manager as cm, support officer as cso. */
export function fitsSlot(
  slot: ProjectSlot,
  person: Pick<TeamPerson, 'type' | 'isActive'> | undefined,
): boolean {
  return person?.isActive === true && person.type === SLOT_USER_TYPES[slot];
}

/** Where a participation stands: added, invited, accepted. */
export const PARTICIPATION_STATUSES = ['initial', 'pending', 'accepted'] as const;

/**
 * Expected monthly total = rate / 5 × hours per week × 22, in minor units.
 * Computed exactly on integers (rate in minor units × hours in hundredths × 22 / 500) and rounded
 * once, half up, to the nearest minor unit: 25.00 × 40 h → 4,400.00; 12.34 × 7.5 h → 407.22.
 */
export function expectedMonthlyTotalMinor(rateMinor: number, weeklyHundredths: number): number {
  return multiplyByHours(rateMinor, weeklyHundredths, WORKING_DAYS_PER_MONTH, WORKING_DAYS_PER_WEEK);
}

export interface EffectiveRate {
  /** `YYYY-MM-DD`: the first day this rate applies. */
  effective_from: string;
}

/**
 * The rate in effect on `day` (`YYYY-MM-DD`): the one with the latest `effective_from` on or
 * before that day; null before the first one. Rates need not be sorted.
 */
export function rateOn<T extends EffectiveRate>(rates: readonly T[], day: string): T | null {
  let best: T | null = null;
  for (const rate of rates) {
    if (rate.effective_from <= day && (!best || rate.effective_from > best.effective_from)) best = rate;
  }
  return best;
}

/**
 * The rate a member's row shows on `day`: the one in effect then, else, for a member whose first
 * rate starts later, that first rate; null without rates.
 */
export function currentRate<T extends EffectiveRate>(rates: readonly T[], day: string): T | null {
  let first: T | null = null;
  for (const rate of rates) if (!first || rate.effective_from < first.effective_from) first = rate;
  return rateOn(rates, day) ?? first;
}

/** The latest rate row (the last change, even when it applies in the future). */
export function latestRate<T extends EffectiveRate>(rates: readonly T[]): T | null {
  let best: T | null = null;
  for (const rate of rates) if (!best || rate.effective_from > best.effective_from) best = rate;
  return best;
}

/** Weekdays of update_days: Monday 0 to Friday 4. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
/** 0 … 4, the values `participations.update_days` may hold (its CHECK). */
export const WEEKDAY_INDEXES: readonly number[] = WEEKDAYS.map((_, day) => day);

/**
 * `"4, 0,2"` → [0, 2, 4]. Null when any part is not a weekday index 0–4 or is repeated; an
 * empty string is an empty list.
 */
export function parseUpdateDays(value: string): number[] | null {
  const text = value.trim();
  if (text === '') return [];
  const days: number[] = [];
  for (const part of text.split(',')) {
    const item = part.trim();
    if (!/^[0-4]$/.test(item)) return null;
    const day = Number(item);
    if (days.includes(day)) return null;
    days.push(day);
  }
  return days.sort((a, b) => a - b);
}

/** [4, 0] → `"0,4"`: sorted, the form stored in the database. */
export function formatUpdateDays(days: readonly number[]): string {
  return [...new Set(days)].sort((a, b) => a - b).join(',');
}

/**
 * The per-member update switch shows On only when the member's updates are enabled and the
 * project's notifications are not disabled.
 */
export function updateSwitchOn(updatesEnabled: boolean, projectNotificationsDisabled: boolean): boolean {
  return updatesEnabled && !projectNotificationsDisabled;
}

export type ChecklistItem =
  | 'terms'
  | 'developer_guide'
  | 'weekly_hours'
  | 'progress_reports'
  | 'notify_contact';

/**
 * The accept-invite checklist: five boxes on a dedicated project (terms, developer
 * guide, accept weekly hours, progress reports, notify contact); four on a managed project, which
 * is priced per milestone and has no weekly hours to accept.
 */
export function checklistFor(category: string): ChecklistItem[] {
  return category === 'dedicated'
    ? ['terms', 'developer_guide', 'weekly_hours', 'progress_reports', 'notify_contact']
    : ['terms', 'developer_guide', 'progress_reports', 'notify_contact'];
}

/** Participation status as the team lists show it (Pending versus Active). */
export function participationStatusLabel(status: 'initial' | 'pending' | 'accepted'): 'Pending' | 'Active' {
  return status === 'accepted' ? 'Active' : 'Pending';
}

/** Today as `YYYY-MM-DD` in UTC (the server's and the rate history's calendar): the projects' one. */
export { todayIso } from '../projects/rules.ts';
