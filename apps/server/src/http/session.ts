import { type Permission, permissionsOf } from '@kazi/shared/auth/permissions';
import { type Role, rolesOf, type UserType } from '@kazi/shared/auth/roles';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import {
  type ActorUser,
  createSession,
  deleteSession,
  findLiveSession,
  type NewSession,
  type SessionMeta,
  sessionIdOf,
  touchSession,
} from '../modules/auth/sessions.repository.ts';
import { loadTwoFactorContext } from '../modules/two-factor/context.ts';
import { enforceTwoFactorEnrolment } from '../modules/two-factor/gate.ts';
import { enforceAccess } from './access.ts';
import { CSRF_COOKIE, CSRF_HEADER, CsrfTokens } from './csrf.ts';
import { AppError } from './errors.ts';

const SESSION_COOKIE = 'sessionid';
const ANONYMOUS = 'anonymous';
const TOUCH_AFTER_MS = 60_000;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The signed-in person behind a request, with roles and permissions computed once. */
export interface SessionActor {
  id: number;
  sessionId: string;
  user: ActorUser;
  roles: Role[];
  permissions: readonly Permission[];
  /** Onboarding complete (`users.can_contribute`): the shared project rules read it. */
  can_contribute: boolean;
  /**
   * This session passed a second factor (ADR 019): admins' sessions without it reach only the
   * enrolment routes. A person with two-factor sign-in on has no live session without it.
   */
  secondFactor: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: SessionActor | null;
  }
  interface FastifyReply {
    /** Starts a session for the user: new id (no fixation), new CSRF token. */
    signIn(user: ActorUser, options?: { secondFactor?: boolean }): Promise<void>;
    /**
     * Puts a session already created (`createSession`, in the caller's transaction) on the answer:
     * the session cookie and a CSRF token bound to it. Call it once that transaction has committed.
     */
    useSession(user: ActorUser, session: NewSession, options?: { secondFactor?: boolean }): void;
    /** Ends the current session server-side and clears the cookie. */
    signOut(): Promise<void>;
  }
}

/**
 * Whether a request reached an API route. Decided by the matched route, never by the raw URL:
 * `/%61pi/...` reaches the same routes as `/api/...` and must meet the same checks.
 */
function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') ?? false;
}

function actorFrom(user: ActorUser, sessionId: string, secondFactor = false): SessionActor {
  const roles = rolesOf({
    type: user.type as UserType,
    category: user.category,
    is_admin: user.isAdmin,
    is_pay_admin: user.isPayAdmin,
    is_staff: user.isStaff,
  });
  const permissions = permissionsOf(roles);
  return {
    id: user.id,
    sessionId,
    user,
    roles,
    permissions,
    can_contribute: user.canContribute,
    secondFactor,
  };
}

/** What a session row keeps of the request that opened it. */
export function sessionMeta(request: FastifyRequest): SessionMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

async function sessionPlugin(app: FastifyInstance, opts: { config: Config; secret: Buffer }) {
  const { config } = opts;
  // The admins' two-factor requirement is read once, at start (ADR 019).
  app.decorate('twoFactor', await loadTwoFactorContext(app.db, config, opts.secret));
  const csrf = new CsrfTokens(opts.secret);
  const policy = config.session;
  const cookieBase = { path: '/', sameSite: 'lax' as const, secure: config.session.cookieSecure };

  const setCsrfCookie = (reply: FastifyReply, binding: string) =>
    reply.setCookie(CSRF_COOKIE, csrf.issue(binding), {
      ...cookieBase,
      httpOnly: false,
      maxAge: policy.absoluteMs / 1000,
    });

  app.decorateRequest('actor', null);

  app.decorateReply(
    'useSession',
    function useSession(
      this: FastifyReply,
      user: ActorUser,
      session: NewSession,
      options: { secondFactor?: boolean } = {},
    ) {
      this.request.actor = actorFrom(user, session.id, options.secondFactor ?? false);
      this.setCookie(SESSION_COOKIE, session.token, {
        ...cookieBase,
        httpOnly: true,
        maxAge: policy.absoluteMs / 1000,
      });
      setCsrfCookie(this, session.id);
    },
  );

  app.decorateReply(
    'signIn',
    async function signIn(this: FastifyReply, user: ActorUser, options: { secondFactor?: boolean } = {}) {
      const previous = this.request.actor?.sessionId;
      if (previous) await deleteSession(app.db, previous);
      const session = await createSession(app.db, user.id, policy, sessionMeta(this.request), options);
      this.useSession(user, session, options);
    },
  );

  app.decorateReply('signOut', async function signOut(this: FastifyReply) {
    const current = this.request.actor?.sessionId;
    if (current) await deleteSession(app.db, current);
    this.request.actor = null;
    this.clearCookie(SESSION_COOKIE, { ...cookieBase, httpOnly: true });
    setCsrfCookie(this, ANONYMOUS);
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // API routes whatever the spelling of their URL, any write, and /api/ URLs without a route
    // (they still hand out the CSRF cookie); static web assets skip the session lookup.
    const writesToRoute = UNSAFE.has(request.method) && request.routeOptions.url !== undefined;
    if (!isApiRoute(request) && !writesToRoute && !request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token && token.length < 100) {
      const session = await findLiveSession(app.db, sessionIdOf(token), policy);
      if (session) {
        request.actor = actorFrom(session.user, session.id, session.secondFactor);
        if (Date.now() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS)
          await touchSession(app.db, session.id, request.ip);
      } else {
        reply.clearCookie(SESSION_COOKIE, { ...cookieBase, httpOnly: true });
      }
    }
    const binding = request.actor?.sessionId ?? ANONYMOUS;
    const cookieToken = request.cookies[CSRF_COOKIE];
    const cookieValid = csrf.verify(cookieToken, binding);
    if (!cookieValid) setCsrfCookie(reply, binding);

    if (UNSAFE.has(request.method)) {
      const headerToken = request.headers[CSRF_HEADER];
      if (!cookieToken || typeof headerToken !== 'string' || !headerToken) {
        throw new AppError('forbidden', MESSAGES.api.csrfMissing);
      }
      if (!cookieValid || headerToken !== cookieToken) {
        throw new AppError('forbidden', MESSAGES.api.csrfIncorrect);
      }
    }
  });

  // Every route that declares `config.access` is checked, whatever URL reached it, before the
  // body is parsed or validated: a caller who may not use a route learns nothing about its body
  // rules (401/403, never 400).
  app.addHook('onRequest', async (request) => enforceAccess(request));
  app.addHook('onRequest', async (request) => enforceTwoFactorEnrolment(request, app.twoFactor));
}

export const session = fp(sessionPlugin, { name: 'kazi-session' });
