import type { ProjectActivityAction } from '@kazi/shared/project-core/activity';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { collectProjectDomains } from './project-core/registry.ts';
import { PROJECT_DOMAINS } from './project-domains.ts';

/** The actions a domain gives a sentence (distributes over a union of domains). */
type ActionsOf<D> = D extends { activity: infer S } ? keyof S : never;
type RegisteredAction = ActionsOf<(typeof PROJECT_DOMAINS)[number]>;

describe('the registered project domains', () => {
  it('give every activity action a sentence (checked when compiling)', () => {
    expectTypeOf<Exclude<ProjectActivityAction, RegisteredAction>>().toBeNever();
  });

  it('claim each action once, and every sentence reads data older rows may lack', () => {
    const core = collectProjectDomains(PROJECT_DOMAINS);
    for (const domain of PROJECT_DOMAINS) {
      for (const action of Object.keys('activity' in domain ? domain.activity : {})) {
        expect(core.activitySentence(action, {})).toMatch(/^[a-z]/);
      }
    }
  });
});
