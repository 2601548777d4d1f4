import { format, MESSAGES } from '@kazi/shared/messages';
import { formatMoney } from '@kazi/shared/money/money';
import type { Talent } from '@kazi/shared/opportunities/talent-pool';
import { countryName } from '@kazi/shared/reference/countries';
import { avatarUrl } from '../users/presenter.ts';
import type { TalentExtras } from './talent-extras.repository.ts';
import type { TalentRow } from './talent-pool.repository.ts';

/**
 * A talent's name: first and last name; without one, their e-mail address for staff (`showEmail`,
 * opportunities/policy.ts `seesTalentEmails`) and 'Candidate #<id>' for everyone else, the client
 * and the feed included.
 */
export function talentName(
  row: { id: number; firstName: string; lastName: string; email?: string },
  showEmail = false,
): string {
  const name = `${row.firstName} ${row.lastName}`.trim();
  if (name) return name;
  return (showEmail && row.email) || format(MESSAGES.shortlist.unnamedTalent, { id: row.id });
}

/**
 * A talent as the talent pool and the shortlist show them; `payout_rate` only when rates were
 * loaded, the e-mail as the name (of a talent without one) only when `showEmail`.
 */
export function presentTalent(row: TalentRow, extras: TalentExtras, showEmail: boolean): Talent {
  const rate = extras.payoutRates?.get(row.id);
  return {
    id: row.id,
    display_name: talentName(row, showEmail),
    avatar_url: avatarUrl(row.avatarFileId),
    category: row.category,
    country: row.country,
    country_name: countryName(row.country),
    skills: extras.skills.get(row.id) ?? [],
    years_of_experience: row.yearsOfExperience,
    is_vetted: row.isVetted,
    test_results: (extras.tests.get(row.id) ?? []).map((test) => ({
      id: test.id,
      title: test.title,
      score: test.score,
      taken_on: test.takenOn,
    })),
    ...(extras.payoutRates ? { payout_rate: rate === undefined ? null : formatMoney(rate) } : {}),
    interest: row.pollAskedAt
      ? {
          status: row.pollStatus,
          asked_at: row.pollAskedAt.toISOString(),
          answered_at: row.pollAnsweredAt?.toISOString() ?? null,
        }
      : null,
    shortlisted: row.shortlisted,
    matched_skills: row.matched,
  };
}
