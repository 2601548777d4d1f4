import { describe, expect, it } from 'vitest';
import { groupSkillsByType, skillIssues, skillSlug } from './skills.ts';

describe('skillSlug spells slugs as the catalogue does', () => {
  it.each([
    ['C++', 'c-plus-plus'],
    ['C#', 'c-sharp'],
    ['.NET MAUI', 'dot-net-maui'],
    ['ASP.NET Core', 'asp-net-core'],
    ['Vue.js', 'vue-js'],
    ['  Kafka   Streams ', 'kafka-streams'],
    ['Éthique', 'éthique'],
    ['!!!', ''],
  ])('%j → %j', (name, slug) => expect(skillSlug(name)).toBe(slug));
});

const skill = (id: number, primary = false) => ({ id, name: `Skill ${id}`, primary });

describe('skillIssues', () => {
  it('accepts up to 5 primary skills', () => {
    expect(
      skillIssues(
        [1, 2, 3, 4, 5].map((id) => skill(id, true)),
        false,
      ),
    ).toEqual([]);
    expect(
      skillIssues(
        [1, 2, 3, 4, 5, 6].map((id) => skill(id, true)),
        false,
      ),
    ).toEqual([{ kind: 'too_many_primary' }]);
  });
  it('names a skill chosen twice', () => {
    expect(skillIssues([skill(1), skill(2), skill(1)], false)).toEqual([
      { kind: 'duplicate', name: 'Skill 1' },
    ]);
  });
  it('keeps at least one skill once there were some', () => {
    expect(skillIssues([], true)).toEqual([{ kind: 'none_left' }]);
    expect(skillIssues([], false)).toEqual([]);
  });
});

describe('groupSkillsByType', () => {
  it('lists every type, in the chosen order', () => {
    const groups = groupSkillsByType([
      { type: 'framework' as const, id: 2 },
      { type: 'language' as const, id: 1 },
      { type: 'framework' as const, id: 3 },
    ]);
    expect(groups.framework.map((s) => s.id)).toEqual([2, 3]);
    expect(groups.language.map((s) => s.id)).toEqual([1]);
    expect(Object.keys(groups)).toEqual([
      'language',
      'framework',
      'library',
      'platform',
      'storage',
      'api',
      'other',
    ]);
  });
});
