import { describe, expect, it } from 'vitest';
import type { ProjectDomain, ProjectPatchHandler } from './handlers.ts';
import { collectProjectDomains } from './registry.ts';

const handler = (
  phase: ProjectPatchHandler['phase'],
  key: 'title' | 'owner' | 'archived',
): ProjectPatchHandler => ({
  phase,
  keys: [key],
  allowed: () => true,
  apply: async () => {},
});

describe('collectProjectDomains', () => {
  it('runs PATCH handlers by phase (fields, parts, state), in registration order within one', () => {
    const state = handler('state', 'archived');
    const fields = handler('fields', 'title');
    const parts = handler('parts', 'owner');
    const core = collectProjectDomains([
      { name: 'a', patchHandlers: [state, fields] },
      { name: 'b', patchHandlers: [parts] },
    ]);
    expect(core.patchHandlers).toEqual([fields, parts, state]);
  });

  it('keeps the create steps in registration order', () => {
    const one = { apply: async () => {} };
    const two = { apply: async () => {} };
    const core = collectProjectDomains([
      { name: 'a', createSteps: [one] },
      { name: 'b', createSteps: [two] },
    ]);
    expect(core.createSteps).toEqual([one, two]);
  });

  it('reads each action with the sentence its domain registered, and an unknown one by its label', () => {
    const core = collectProjectDomains([
      { name: 'a', activity: { project_archived: () => 'archived the project' } },
      { name: 'b', activity: { cm_added: (d) => `added ${d.user?.display_name} as client manager` } },
    ]);
    expect(core.activitySentence('project_archived', {})).toBe('archived the project');
    expect(core.activitySentence('cm_added', { user: { id: 1, display_name: 'Amina' } })).toBe(
      'added Amina as client manager',
    );
    expect(core.activitySentence('budget_doubled', {})).toBe('budget doubled');
  });

  it('refuses an activity kind registered twice', () => {
    const domains: ProjectDomain[] = [
      { name: 'a', activity: { project_archived: () => 'archived the project' } },
      { name: 'b', activity: { project_archived: () => 'archived it' } },
    ];
    expect(() => collectProjectDomains(domains)).toThrow(
      'Activity kind project_archived is registered by a and b',
    );
  });
});
