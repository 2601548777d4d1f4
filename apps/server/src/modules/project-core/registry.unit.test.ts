import { PROJECT_ACTIVITY_ACTIONS } from '@kazi/shared/projects/activity';
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

const [first, ...rest] = PROJECT_ACTIVITY_ACTIONS;

describe('collectProjectDomains', () => {
  it('runs PATCH handlers by phase (fields, parts, state), in registration order within one', () => {
    const state = handler('state', 'archived');
    const fields = handler('fields', 'title');
    const parts = handler('parts', 'owner');
    const core = collectProjectDomains([
      { name: 'a', patchHandlers: [state, fields], activityKinds: PROJECT_ACTIVITY_ACTIONS },
      { name: 'b', patchHandlers: [parts] },
    ]);
    expect(core.patchHandlers).toEqual([fields, parts, state]);
  });

  it('keeps the create steps in registration order', () => {
    const one = { apply: async () => {} };
    const two = { apply: async () => {} };
    const core = collectProjectDomains([
      { name: 'a', createSteps: [one], activityKinds: PROJECT_ACTIVITY_ACTIONS },
      { name: 'b', createSteps: [two] },
    ]);
    expect(core.createSteps).toEqual([one, two]);
  });

  it('refuses an activity kind registered twice', () => {
    const domains: ProjectDomain[] = [
      { name: 'a', activityKinds: PROJECT_ACTIVITY_ACTIONS },
      { name: 'b', activityKinds: [first as (typeof PROJECT_ACTIVITY_ACTIONS)[number]] },
    ];
    expect(() => collectProjectDomains(domains)).toThrow(`Activity kind ${first} is registered by a and b`);
  });

  it('refuses an activity kind no domain registers', () => {
    expect(() => collectProjectDomains([{ name: 'a', activityKinds: rest }])).toThrow(
      `Activity kinds without a domain: ${first}`,
    );
  });
});
