import { unknownActivitySentence } from '@kazi/shared/project-core/activity';
import type { FastifyInstance } from 'fastify';
import {
  PATCH_PHASES,
  type ProjectCreateStep,
  type ProjectDomain,
  type ProjectPatchHandler,
} from './handlers.ts';

type ActivitySentence = (data: object) => string;

/** The registered domains' parts, as the pipelines and the feed use them. */
export interface ProjectCore {
  patchHandlers: readonly ProjectPatchHandler[];
  createSteps: readonly ProjectCreateStep[];
  /** How a recorded action reads in the feed, from the sentence its domain registered. */
  activitySentence(action: string, data: object): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    projectCore: ProjectCore;
  }
}

/**
 * Collects the domains' handlers, create steps and activity sentences. Fails at start when an
 * activity kind is claimed twice; that every kind has a domain is checked when compiling
 * (modules/project-domains.unit.test.ts).
 */
export function collectProjectDomains(domains: readonly ProjectDomain[]): ProjectCore {
  const sentences = new Map<string, { owner: string; sentence: ActivitySentence }>();
  for (const domain of domains) {
    for (const [kind, sentence] of Object.entries(domain.activity ?? {})) {
      const claimed = sentences.get(kind);
      if (claimed)
        throw new Error(`Activity kind ${kind} is registered by ${claimed.owner} and ${domain.name}`);
      sentences.set(kind, { owner: domain.name, sentence: sentence as ActivitySentence });
    }
  }
  const handlers = domains.flatMap((domain) => domain.patchHandlers ?? []);
  return {
    patchHandlers: PATCH_PHASES.flatMap((phase) => handlers.filter((handler) => handler.phase === phase)),
    createSteps: domains.flatMap((domain) => domain.createSteps ?? []),
    activitySentence: (action, data) =>
      sentences.get(action)?.sentence(data) ?? unknownActivitySentence(action),
  };
}

/** app.ts: `registerProjectDomains(app, PROJECT_DOMAINS)`, before the routes. */
export function registerProjectDomains(app: FastifyInstance, domains: readonly ProjectDomain[]): void {
  app.decorate('projectCore', collectProjectDomains(domains));
}
