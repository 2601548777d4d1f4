import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { documentKeys } from '@/features/documents/api/documents.ts';
import { planningKeys } from '@/features/planning/api/keys.ts';
import { teamKeys } from '@/features/team/api/candidates.ts';
import { projectKeys } from './keys.ts';

const partsOf = (id: number) => [
  projectKeys.detail(id),
  projectKeys.activity(id),
  teamKeys.team(id),
  teamKeys.invitation(id),
  planningKeys.milestones(id),
  planningKeys.changes(id),
  documentKeys.project(id),
];

describe('project query keys', () => {
  it('keep every part of a project under its key, and the lists apart', async () => {
    const client = new QueryClient();
    const keys = [...partsOf(7), ...partsOf(8), projectKeys.list({ page: 1 }), ['team', 'candidates']];
    for (const key of keys) client.setQueryData(key, 'cached');
    await client.invalidateQueries({ queryKey: projectKeys.project(7) });
    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    for (const key of partsOf(7)) expect(invalidated(key), JSON.stringify(key)).toBe(true);
    for (const key of [...partsOf(8), projectKeys.list({ page: 1 }), ['team', 'candidates']]) {
      expect(invalidated(key), JSON.stringify(key)).toBe(false);
    }
  });

  it('name a project the same whether its id came from a route (text) or the API (number)', () => {
    expect(projectKeys.detail('7')).toEqual(projectKeys.detail(7));
    expect(projectKeys.part('7', 'team')).toEqual(teamKeys.team(7));
    expect(projectKeys.detail(7)).not.toEqual(projectKeys.activity(7));
  });
});
