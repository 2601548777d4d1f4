import { AppError } from './errors.ts';
import type { SessionActor } from './session.ts';

/**
 * The signed-in person behind a request. Routes gated `signed-in` or by a permission always have
 * one (http/access.ts answers 401 first); anywhere else the missing actor is a 401 here, never a cast.
 */
export function requireActor(request: { actor: SessionActor | null }): SessionActor {
  if (!request.actor) throw AppError.notAuthenticated();
  return request.actor;
}
