import { parseHours } from '@kazi/shared/hours/hours';
import { formatMoney, parseMoney } from '@kazi/shared/money/money';
import { expectedMonthlyTotalMinor } from '@kazi/shared/team/rules';
import type { TeamMemberInput, TeamUser } from '@kazi/shared/team/schemas';

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
  if (rateMinor === null || parseHours(hours) === null) return null;
  return formatMoney(expectedMonthlyTotalMinor(rateMinor, hours));
}

/** A row is complete when its hours and rates are numbers of 0 or more with at most two decimals. */
export function memberComplete(member: TeamMemberDraft): boolean {
  return (
    parseHours(member.hours_per_week) !== null &&
    [member.payout_rate, member.client_rate].every((v) => parseMoney(v) !== null)
  );
}
