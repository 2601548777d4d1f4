import { parseHours } from '@kazi/shared/hours/hours';
import { formatMoney, parseMoney } from '@kazi/shared/money/money';
import { expectedMonthlyTotalMinor } from '@kazi/shared/team/rules';
import { type TeamMemberInput, type TeamUser, teamMembersInput } from '@kazi/shared/team/schemas';
import type { Path } from 'react-hook-form';

/** One developer row of the team editor; numbers stay text while they are typed. */
export interface TeamMemberDraft {
  user: TeamUser;
  hours_per_week: string;
  payout_rate: string;
  client_rate: string;
}

/** What TeamEditor edits: the three slots and the developers (Team). */
export interface TeamDraft {
  owner: TeamUser | null;
  cm: TeamUser | null;
  cso: TeamUser | null;
  members: TeamMemberDraft[];
}

export const EMPTY_TEAM: TeamDraft = { owner: null, cm: null, cso: null, members: [] };

/** A new developer starts at 0 hours and 0 rates (Participation defaults). */
export function newMember(user: TeamUser): TeamMemberDraft {
  return { user, hours_per_week: '0', payout_rate: '0', client_rate: '0' };
}

/**
 * The team part of a create or PATCH body: `owner`, `cm`, `cso` as `{ id }` or null, and
 * `participation` with each member's `payment_structure`. Blank numbers are sent as they are so
 * the server answers 'Team member(s) details required'.
 */
export function teamDraftToBody(draft: TeamDraft): {
  owner: { id: number } | null;
  cm: { id: number } | null;
  cso: { id: number } | null;
  participation: TeamMemberInput[];
} {
  const ref = (user: TeamUser | null) => (user ? { id: user.id } : null);
  return {
    owner: ref(draft.owner),
    cm: ref(draft.cm),
    cso: ref(draft.cso),
    participation: draft.members.map((member) => ({
      user: { id: member.user.id },
      payment_structure: {
        hours_per_week: member.hours_per_week,
        payout_rate: member.payout_rate,
        client_rate: member.client_rate,
      },
    })),
  };
}

/** Expected monthly total of a row as a decimal string, or null while a number is not valid. */
export function expectedTotal(rate: string, hours: string): string | null {
  const rateMinor = parseMoney(rate);
  const hundredths = parseHours(hours);
  if (rateMinor === null || hundredths === null) return null;
  return formatMoney(expectedMonthlyTotalMinor(rateMinor, hundredths));
}

/** A row is complete when its hours and rates are numbers of 0 or more with at most two decimals. */
export function memberComplete(member: TeamMemberDraft): boolean {
  return (
    parseHours(member.hours_per_week) !== null &&
    [member.payout_rate, member.client_rate].every((v) => parseMoney(v) !== null)
  );
}

/** A field of a developer row; `user` stands for the row itself (a duplicate, a missing person). */
export type MemberField = 'user' | 'hours_per_week' | 'payout_rate' | 'client_rate' | 'effective_from';
const RATE_FIELDS = ['hours_per_week', 'payout_rate', 'client_rate'] as const;

/** The row field a path inside one `participation` entry belongs to (`payment_structure.client_rate`). */
export function memberFieldOf(path: readonly PropertyKey[]): MemberField {
  const [head, part] = path;
  if (head === 'effective_from') return 'effective_from';
  if (head === 'payment_structure' && RATE_FIELDS.includes(part as (typeof RATE_FIELDS)[number])) {
    return part as MemberField;
  }
  return 'user';
}

/**
 * The shared schema's word on developer rows (`teamMembersInput`): each row's problems by field. A
 * blank number is a missing one, so it reads 'Team member(s) details required' as the server's.
 */
export function memberProblems(
  members: readonly TeamMemberDraft[],
  effectiveFrom?: string,
): Partial<Record<MemberField, string>>[] {
  const number = (value: string) => (value.trim() === '' ? undefined : value);
  const parsed = teamMembersInput.safeParse(
    members.map((member) => ({
      user: { id: member.user.id },
      payment_structure: {
        hours_per_week: number(member.hours_per_week),
        payout_rate: number(member.payout_rate),
        client_rate: number(member.client_rate),
      },
      ...(effectiveFrom !== undefined ? { effective_from: effectiveFrom } : {}),
    })),
  );
  const problems = members.map((): Partial<Record<MemberField, string>> => ({}));
  for (const issue of parsed.error?.issues ?? []) {
    const [index, ...rest] = issue.path;
    const row = problems[Number(index)];
    if (row) row[memberFieldOf(rest)] ??= issue.message;
  }
  return problems;
}

/** The problems of a team draft's rows at the form's paths (`team.members.0.payout_rate`). */
export function teamIssues(team: TeamDraft): Record<string, string> {
  const rows = memberProblems(team.members);
  return Object.fromEntries(
    rows.flatMap((row, index) =>
      Object.entries(row).map(([field, message]) => [`team.members.${index}.${field}`, message]),
    ),
  );
}

/**
 * Where a key of a 400 body lands in a form that holds a `team` draft: `owner` → `team.owner`,
 * `participation.0.payment_structure.client_rate` → `team.members.0.client_rate`.
 */
export function teamFormPath(key: string): Path<{ team: TeamDraft }> | undefined {
  if (key === 'owner' || key === 'cm' || key === 'cso') return `team.${key}`;
  const row = /^participation\.(\d+)(?:\.(.+))?$/.exec(key);
  if (!row) return undefined;
  const field = memberFieldOf(row[2]?.split('.') ?? []);
  return field === 'effective_from' ? undefined : `team.members.${Number(row[1])}.${field}`;
}
