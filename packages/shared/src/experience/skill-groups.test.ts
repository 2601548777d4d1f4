import { describe, expect, it } from 'vitest';
import { SKILL_TYPES } from '../reference/schemas.ts';
import { skillGroupLabel, skillGroupOrder } from './skill-groups.ts';

describe('skill group labels (designer labels)', () => {
  it.each([
    ['language', 'developer', 'Languages'],
    ['language', 'designer', 'Design skills'],
    ['platform', 'developer', 'Platforms'],
    ['platform', 'designer', 'Design tools'],
    ['framework', 'designer', 'Frameworks'],
    ['other', null, 'Other skills'],
  ] as const)('%s for a %s reads %s', (type, category, label) => {
    expect(skillGroupLabel(type, category)).toBe(label);
  });

  it('lists every type once, design groups first for designers', () => {
    expect(skillGroupOrder('developer')).toEqual([...SKILL_TYPES]);
    const designer = skillGroupOrder('designer');
    expect(designer.slice(0, 2)).toEqual(['language', 'platform']);
    expect([...designer].sort()).toEqual([...SKILL_TYPES].sort());
  });
});
