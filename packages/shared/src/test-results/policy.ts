import { type Actor, can } from '../auth/permissions.ts';

/** Who records results and vets developers: `tests.manage` (admin and staff). */
function canManageTests(actor: Actor | null | undefined): boolean {
  return can(actor, 'tests.manage');
}

/** A result as a profile reader sees it: reviewer and notes only for those who manage tests. */
export interface ProfileTestResult {
  id: number;
  title: string;
  score: number;
  taken_on: string;
  reviewer?: { id: number; display_name: string } | null;
  notes?: string | null;
}

export function profileTestResult(actor: Actor, result: Required<ProfileTestResult>): ProfileTestResult {
  const { id, title, score, taken_on, reviewer, notes } = result;
  return canManageTests(actor)
    ? { id, title, score, taken_on, reviewer, notes }
    : { id, title, score, taken_on };
}

/** The band a score shows in (the badge colour): 80+ strong, 50+ fair, else weak. */
export function scoreBand(score: number): 'strong' | 'fair' | 'weak' {
  if (score >= 80) return 'strong';
  if (score >= 50) return 'fair';
  return 'weak';
}
