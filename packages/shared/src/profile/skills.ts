import { SKILL_TYPES, type SkillType } from '../reference/schemas.ts';

/** At most 5 primary skills. */
export const MAX_PRIMARY_SKILLS = 5;

/**
 * The catalogue's slug for a skill name, as the seeded catalogue spells them: `C++` → `c-plus-plus`,
 * `C#` → `c-sharp`, `.NET MAUI` → `dot-net-maui`, `Vue.js` → `vue-js`. Letters of any script stay.
 */
export function skillSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/#/g, ' sharp ')
    .replace(/^\./, 'dot ')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** A chosen skill as the rules see it. */
export interface ChosenSkill {
  id: number;
  name: string;
  primary: boolean;
}

export type SkillIssue =
  | { kind: 'duplicate'; name: string }
  | { kind: 'too_many_primary' }
  | { kind: 'none_left' };

/**
 * Skills: a skill chosen twice is refused ('{name} is already a skill'); at most 5
 * are primary; a talent who has skills keeps at least one ('You must have at least one skill').
 */
export function skillIssues(chosen: readonly ChosenSkill[], hadSkills: boolean): SkillIssue[] {
  const issues: SkillIssue[] = [];
  const seen = new Set<number>();
  for (const skill of chosen) {
    if (seen.has(skill.id)) issues.push({ kind: 'duplicate', name: skill.name });
    seen.add(skill.id);
  }
  if (chosen.filter((skill) => skill.primary).length > MAX_PRIMARY_SKILLS) {
    issues.push({ kind: 'too_many_primary' });
  }
  if (hadSkills && chosen.length === 0) issues.push({ kind: 'none_left' });
  return issues;
}

/** `skills_details`: the chosen skills under their type, every type present. */
export function groupSkillsByType<T extends { type: SkillType }>(
  skills: readonly T[],
): Record<SkillType, T[]> {
  const groups = Object.fromEntries(SKILL_TYPES.map((type) => [type, [] as T[]])) as Record<SkillType, T[]>;
  for (const skill of skills) groups[skill.type].push(skill);
  return groups;
}
