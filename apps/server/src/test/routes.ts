import { ROLES, type Role } from '@kazi/shared/auth/roles';
import type { RouteEntry } from '../http/access.ts';

/** `'GET /api/files/:id/download/'`: a route as the matrix and the CSRF suite name it. */
export const routeKey = (route: Pick<RouteEntry, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** `/api/files/:id/download/` with `{ id: 7 }` → `/api/files/7/download/` (unknown params become 1). */
export function fillPath(url: string, params: Record<string, string | number> = {}): string {
  return url.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(String(params[name] ?? 1)));
}

export type Caller = Role | 'anonymous';
export const CALLERS: readonly Caller[] = [...ROLES, 'anonymous'];

/**
 * What a caller gets: through the access layer ('ok': any answer but 401, 403 and 5xx), an exact
 * success status on a record they may reach (200, 201, 204), or 401, 403 or 404.
 */
export type Outcome = 'ok' | 200 | 201 | 204 | 401 | 403 | 404;
export type MatrixRow = Record<Caller, Outcome>;

/** The row with every caller let through expecting exactly `status` (proves access, not only the gate). */
export const succeeds = (row: MatrixRow, status: 200 | 201 | 204): MatrixRow =>
  Object.fromEntries(
    Object.entries(row).map(([caller, outcome]) => [caller, outcome === 'ok' ? status : outcome]),
  ) as MatrixRow;

/** The same outcome for everyone, signed in or not (public routes). */
export const everyone = (outcome: Outcome = 'ok'): MatrixRow =>
  Object.fromEntries(CALLERS.map((caller) => [caller, outcome])) as MatrixRow;

/** Every signed-in role gets through; anonymous callers get 401. */
export const signedIn = (): MatrixRow => ({ ...everyone('ok'), anonymous: 401 });

/** Only `roles` get through; other signed-in roles get 403, anonymous callers 401. */
export const only = (...roles: Role[]): MatrixRow => ({
  ...(Object.fromEntries(ROLES.map((role) => [role, roles.includes(role) ? 'ok' : 403])) as Record<
    Role,
    Outcome
  >),
  anonymous: 401,
});
