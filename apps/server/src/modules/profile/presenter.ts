import type { Profile } from '@kazi/shared/profile/schemas';
import { groupSkillsByType } from '@kazi/shared/profile/skills';
import { countryName } from '@kazi/shared/reference/countries';
import { avatarUrl, fileUrl } from '../users/presenter.ts';
import type { ChosenSkillRow, ProfileRecord } from './repository.ts';

const presentSkill = (skill: ChosenSkillRow) => ({
  id: skill.id,
  name: skill.name,
  slug: skill.slug,
  type: skill.type,
  primary: skill.primary,
  years_of_experience: skill.yearsOfExperience,
});

/** me/profile/ (Profile); `id` is the user's id (one profile per person). */
export function presentProfile({ user, profile, skills, idDocument }: ProfileRecord): Profile {
  const avatar = avatarUrl(user.avatarFileId);
  const chosen = skills.map(presentSkill);
  return {
    id: user.id,
    user: {
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      display_name: `${user.firstName} ${user.lastName}`.trim() || user.email,
      avatar_url: avatar,
    },
    image: avatar,
    bio: profile?.bio ?? null,
    phone_number: profile?.phoneNumber ?? null,
    street: profile?.street ?? null,
    plot_number: profile?.plotNumber ?? null,
    postal_code: profile?.postalCode ?? null,
    city: profile?.city ?? null,
    country: profile?.country ?? null,
    country_name: countryName(profile?.country),
    vat_number: profile?.vatNumber ?? null,
    id_document: idDocument && {
      id: idDocument.id,
      name: idDocument.originalName,
      size: idDocument.size,
      mime_type: idDocument.mimeType,
      download_url: fileUrl(idDocument.id) as string,
    },
    years_of_experience: profile?.yearsOfExperience ?? null,
    is_vetted: profile?.isVetted ?? false,
    referral_details: profile?.referralCode ? { referral_code: profile.referralCode } : null,
    skills: chosen,
    skills_details: groupSkillsByType(chosen),
  };
}
