import { PROJECT_ACTIVITY_ACTIONS, type ProjectActivityAction } from '@kazi/shared/projects/activity';
import type { FastifyInstance } from 'fastify';
import {
  PATCH_PHASES,
  type ProjectCreateStep,
  type ProjectDomain,
  type ProjectPatchHandler,
} from './handlers.ts';

/** The registered domains' parts, as the pipelines run them. */
export interface ProjectCore {
  patchHandlers: readonly ProjectPatchHandler[];
  createSteps: readonly ProjectCreateStep[];
  activityOwners: ReadonlyMap<ProjectActivityAction, string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    projectCore: ProjectCore;
  }
}

/**
 * Collects the domains' handlers, create steps and activity kinds. Fails at start when an
 * activity kind is claimed twice or by nobody, so a new kind cannot be recorded without an owner.
 */
export function collectProjectDomains(domains: readonly ProjectDomain[]): ProjectCore {
  const activityOwners = new Map<ProjectActivityAction, string>();
  for (const domain of domains) {
    for (const kind of domain.activityKinds ?? []) {
      const owner = activityOwners.get(kind);
      if (owner) throw new Error(`Activity kind ${kind} is registered by ${owner} and ${domain.name}`);
      activityOwners.set(kind, domain.name);
    }
  }
  const unowned = PROJECT_ACTIVITY_ACTIONS.filter((kind) => !activityOwners.has(kind));
  if (unowned.length) throw new Error(`Activity kinds without a domain: ${unowned.join(', ')}`);
  const handlers = domains.flatMap((domain) => domain.patchHandlers ?? []);
  return {
    patchHandlers: PATCH_PHASES.flatMap((phase) => handlers.filter((handler) => handler.phase === phase)),
    createSteps: domains.flatMap((domain) => domain.createSteps ?? []),
    activityOwners,
  };
}

/** app.ts: `registerProjectDomains(app, PROJECT_DOMAINS)`, before the routes. */
export function registerProjectDomains(app: FastifyInstance, domains: readonly ProjectDomain[]): void {
  app.decorate('projectCore', collectProjectDomains(domains));
}
