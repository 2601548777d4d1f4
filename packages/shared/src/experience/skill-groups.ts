import type { Category } from '../auth/roles.ts';
import { SKILL_TYPES, type SkillType } from '../reference/schemas.ts';

const LABELS: Record<SkillType, string> = {
  language: 'Languages',
  framework: 'Frameworks',
  library: 'Libraries',
  platform: 'Platforms',
  storage: 'Storage',
  api: 'APIs',
  other: 'Other skills',
};

/** Designers read their two main groups differently (Skill). */
const DESIGNER_LABELS: Partial<Record<SkillType, string>> = {
  language: 'Design skills',
  platform: 'Design tools',
};

export function skillGroupLabel(type: SkillType, category: Category | null | undefined): string {
  return (category === 'designer' ? DESIGNER_LABELS[type] : undefined) ?? LABELS[type];
}

/** The groups in the order a profile shows them; designers see their design groups first. */
export function skillGroupOrder(category: Category | null | undefined): SkillType[] {
  if (category !== 'designer') return [...SKILL_TYPES];
  return [
    'language',
    'platform',
    ...SKILL_TYPES.filter((type) => type !== 'language' && type !== 'platform'),
  ];
}
