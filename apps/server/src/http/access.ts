import type { Permission } from '@kazi/shared/auth/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Who may call a route, declared on every /api route as `config.access`:
 * `'public'`, `'signed-in'`, or a permission from packages/shared/src/auth.
 * Record-level rules stay in the services (policy.ts of each domain).
 */
export type Access = 'public' | 'signed-in' | Permission;

/** One API route as registered: the authorization matrix test reads every one of them. */
export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every /api route (HEAD and the /api/docs UI left out), filled as routes are registered. */
    readonly routeTable: readonly RouteEntry[];
  }
}

const isDocsUi = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

export function requireAccessDeclarations(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || isDocsUi(route.url)) return;
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (!methods.length) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${methods.join(',')} ${route.url} declares no config.access`);
    for (const method of methods) table.push({ method, url: route.url, access });
  });
}

export function enforceAccess(request: FastifyRequest): void {
  const access = request.routeOptions.config.access;
  if (!access || access === 'public') return;
  const actor = request.actor;
  if (!actor) throw AppError.notAuthenticated();
  if (access !== 'signed-in' && !actor.permissions.includes(access)) throw AppError.forbidden();
}
