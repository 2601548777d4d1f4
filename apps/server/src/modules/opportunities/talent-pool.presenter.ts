import { formatMoney } from '@kazi/shared/money/money';
import type { Talent } from '@kazi/shared/opportunities/talent-pool';
import { countryName } from '@kazi/shared/reference/countries';
import { displayNameOf } from '../project-core/index.ts';
import { avatarUrl } from '../users/presenter.ts';
import type { TalentExtras, TalentRow } from './talent-pool.repository.ts';

/** A talent as the talent pool and the shortlist show them; `payout_rate` only when rates were loaded. */
export function presentTalent(row: TalentRow, extras: TalentExtras): Talent {
  const rate = extras.payoutRates?.get(row.id);
  return {
    id: row.id,
    display_name: displayNameOf(row),
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
