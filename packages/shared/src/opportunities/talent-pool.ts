import { z } from 'zod';
import { MAX_DB_ID } from '../api/ids.ts';
import { pageQuery, paginated } from '../api/pagination.ts';
import { CATEGORIES } from '../auth/roles.ts';
import { coreMessages } from '../messages/core.ts';
import { isCountryCode } from '../reference/countries.ts';
import { INTEREST_STATUSES } from './rules.ts';

/**
 * The talent pool of an opportunity (GET projects/{id}/talent-pool/): every active, onboarded
 * developer and designer, with what staff choose a shortlist on (ADR 031).
 */

/** A page counts its matches exactly up to this many; past it `count` is the cap and `count_capped` true. */
export const TALENT_COUNT_CAP = 1000;

/** How many of a person's latest test results the lists show. */
export const TALENT_TEST_RESULTS_SHOWN = 3;

/** The longest search text. */
export const TALENT_SEARCH_MAX = 100;

const queryBoolean = z
  .enum(['true', 'false', '1', '0', 'True', 'False'])
  .transform((value) => value === 'true' || value === '1' || value === 'True');

const skillIdList = z
  .string()
  .max(2000)
  .regex(/^\d+(,\d+)*$/, 'Enter ids separated by commas.')
  .refine((ids) => ids.split(',').every((id) => Number(id) <= MAX_DB_ID), coreMessages.api.invalidId)
  .transform((ids) => [...new Set(ids.split(',').map(Number))].slice(0, 50));

/**
 * `search` (name, skill or country, any part), `skills` (comma list of skill ids; people with more
 * of them first: without it, the opportunity's own skills rank), `country` (ISO code), `category`,
 * `vetted`; the page.
 */
export const talentPoolQuery = pageQuery.extend({
  search: z.string().trim().max(TALENT_SEARCH_MAX).optional(),
  skills: skillIdList.optional(),
  country: z.string().refine(isCountryCode, { message: 'Select a valid country.' }).optional(),
  category: z.enum(CATEGORIES).optional(),
  vetted: queryBoolean.optional(),
});
export type TalentPoolQuery = z.infer<typeof talentPoolQuery>;

const testResultOut = z.object({
  id: z.number().int(),
  title: z.string(),
  score: z.number().int(),
  taken_on: z.string(),
});

/** Where a person stands on the opportunity's availability poll: null when never asked. */
const interestOut = z
  .object({
    status: z.enum(INTEREST_STATUSES).nullable(),
    asked_at: z.string(),
    answered_at: z.string().nullable(),
  })
  .nullable();

export const talentOut = z.object({
  id: z.number().int(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
  category: z.enum(CATEGORIES),
  country: z.string().nullable(),
  country_name: z.string().nullable(),
  skills: z.array(z.object({ id: z.number().int(), name: z.string() })),
  years_of_experience: z.number().int().nullable(),
  is_vetted: z.boolean(),
  test_results: z.array(testResultOut),
  /** EUR per hour as a decimal string; present only for callers who see rates (`project.view_rates`). */
  payout_rate: z.string().nullable().optional(),
  interest: interestOut,
  shortlisted: z.boolean(),
  /** How many of the ranking skills (the filter's, else the opportunity's) the person has. */
  matched_skills: z.number().int(),
});
export type Talent = z.infer<typeof talentOut>;
export type TalentInterest = Talent['interest'];

export const talentPoolPage = paginated(talentOut).extend({ count_capped: z.boolean() });
export type TalentPoolPage = z.infer<typeof talentPoolPage>;
