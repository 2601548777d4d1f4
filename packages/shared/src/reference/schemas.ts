import { z } from 'zod';
import { pageQuery } from '../api/pagination.ts';

export const SKILL_TYPES = [
  'language',
  'framework',
  'library',
  'platform',
  'storage',
  'api',
  'other',
] as const;
export type SkillType = (typeof SKILL_TYPES)[number];

export const countrySchema = z.object({ code: z.string().length(2), name: z.string() });

export const skillSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(SKILL_TYPES),
});
export type Skill = z.infer<typeof skillSchema>;

export const skillsQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  type: z.enum(SKILL_TYPES).optional(),
});
export type SkillsQuery = z.infer<typeof skillsQuery>;
