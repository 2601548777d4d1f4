import { z } from 'zod';
import { idParams } from '../api/ids.ts';
import { type Actor, can } from '../auth/permissions.ts';
import { CATEGORIES } from '../auth/roles.ts';
import { CURRENCIES } from '../money/currencies.ts';
import { profileSkillSchema, skillsByTypeSchema } from '../profile/schemas.ts';
import { educationSchema, profileProjectSchema, workSchema } from './schemas.ts';

/**
 * What anyone may see of a talent's profile (Developer profile): names,
 * avatar, bio, city and country, years of experience, skills, projects, work and education. Never
 * e-mail, phone, street address, ID document or rates.
 */
const talentProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
  /** `designer` profiles label skill groups differently. */
  category: z.enum(CATEGORIES).nullable(),
  bio: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  country_name: z.string().nullable(),
  years_of_experience: z.number().int().nullable(),
  skills: z.array(profileSkillSchema),
  skills_details: skillsByTypeSchema,
  projects: z.array(profileProjectSchema),
  work_experience: z.array(workSchema),
  education: z.array(educationSchema),
});
export type TalentProfile = z.infer<typeof talentProfileSchema>;

/** The public page behind a share link: the talent profile and nothing else. */
export const publicProfileSchema = talentProfileSchema;
export type PublicProfile = TalentProfile;

/** devprofile/{id}/: the profile plus what signed-in staff need; rates only with `project.view_rates`. */
export const devProfileSchema = talentProfileSchema.extend({
  id: z.number().int(),
  is_vetted: z.boolean(),
  /** Newest first; `reviewer` and `notes` only for `tests.manage` (test-results/policy.ts). */
  test_results: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      score: z.number().int(),
      taken_on: z.string(),
      reviewer: z.object({ id: z.number().int(), display_name: z.string() }).nullable().optional(),
      notes: z.string().nullable().optional(),
    }),
  ),
  payment_structure: z
    .object({ payout_rate: z.string().nullable(), currency: z.enum(CURRENCIES) })
    .optional(),
});
export type DevProfile = z.infer<typeof devProfileSchema>;

export const devProfileParams = idParams;

/**
 * Who may open devprofile/{id}/: the talent themselves, and the staff-side roles that browse
 * talent (`talent_pool.view`: admin, pay admin, staff, space lead, client manager, client support
 * officer). Everyone else gets 404, as if the profile did not exist.
 */
export function canViewDevProfile(actor: Actor, talentId: number): boolean {
  return actor.id === talentId || can(actor, 'talent_pool.view');
}

/** Rates are shown only to roles that see team rates. */
export function seesPayoutRate(actor: Actor): boolean {
  return can(actor, 'project.view_rates');
}
