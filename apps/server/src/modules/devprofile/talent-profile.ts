import { isTalentType, type UserType } from '@kazi/shared/auth/roles';
import type { TalentProfile } from '@kazi/shared/experience/talent-profile';
import { formatMoney } from '@kazi/shared/money/money';
import { groupSkillsByType } from '@kazi/shared/profile/skills';
import { countryName } from '@kazi/shared/reference/countries';
import { todayIso } from '@kazi/shared/team/rules';
import type { Db } from '../../db/client.ts';
import { educationKind, projectKind, workKind } from '../experience/kinds.ts';
import { allEntriesOf, skillsOfEntries } from '../experience/repository.ts';
import { latestPayoutRates } from '../opportunities/talent-extras.repository.ts';
import { type ChosenSkillRow, findProfileSkills } from '../profile/repository.ts';
import { findUserDetails, type UserDetails } from '../users/repository.ts';

export interface TalentRecord extends UserDetails {
  skills: ChosenSkillRow[];
  work: TalentProfile['work_experience'];
  education: TalentProfile['education'];
  projects: TalentProfile['projects'];
}

/**
 * A talent's whole profile in a fixed number of statements (user, skills, work + their skills,
 * education, projects + their skills), whatever the number of entries. Null for anyone who is
 * not a talent (developer, designer, space lead).
 */
export async function loadTalentProfile(db: Db, userId: number): Promise<TalentRecord | null> {
  const details = await findUserDetails(db, userId);
  if (!details || !isTalentType(details.user.type as UserType)) return null;
  const [skills, { work, education, projects }] = await Promise.all([
    findProfileSkills(db, userId),
    allEntriesOf(db, userId),
  ]);
  const [workSkills, projectSkills] = await Promise.all([
    skillsOfEntries(
      db,
      'work',
      work.map((row) => row.id),
    ),
    skillsOfEntries(
      db,
      'project',
      projects.map((row) => row.id),
    ),
  ]);
  return {
    ...details,
    skills,
    work: work.map((row) => workKind.present(row, workSkills.get(row.id) ?? [])),
    education: education.map((row) => educationKind.present(row, [])),
    projects: projects.map((row) => projectKind.present(row, projectSkills.get(row.id) ?? [])),
  };
}

/** The public part of a talent's profile; `avatarUrl` depends on who is looking (share key or session). */
export function presentTalentProfile(record: TalentRecord, avatarUrl: string | null): TalentProfile {
  const { user, profile } = record;
  const skills = record.skills.map((skill) => ({
    id: skill.id,
    name: skill.name,
    slug: skill.slug,
    type: skill.type,
    primary: skill.primary,
    years_of_experience: skill.yearsOfExperience,
  }));
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    display_name: `${user.firstName} ${user.lastName}`.trim() || 'Kazi talent',
    avatar_url: avatarUrl,
    category: user.category,
    bio: profile?.bio ?? null,
    city: profile?.city ?? null,
    country: profile?.country ?? null,
    country_name: countryName(profile?.country),
    years_of_experience: profile?.yearsOfExperience ?? null,
    skills,
    skills_details: groupSkillsByType(skills),
    projects: record.projects,
    work_experience: record.work,
    education: record.education,
  };
}

/** The talent's payout rate in force today on their latest accepted team (the talent pool's), or null. */
export async function payoutRateOf(db: Db, talentId: number): Promise<string | null> {
  const rate = (await latestPayoutRates(db, [talentId], todayIso())).get(talentId);
  return rate === undefined ? null : formatMoney(rate);
}
