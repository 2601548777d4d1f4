import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** A request id we take from a proxy: a plain token, never text a log reader could be fooled by. */
const SANE_REQUEST_ID = /^[\w-]{8,64}$/;

/**
 * The id of a request: the proxy's `X-Request-Id` when Kazi is behind one (TRUST_PROXY) and it is
 * a sane token, so our lines join the proxy's; otherwise a fresh UUID. A client's own header is not
 * trusted: audit rows carry this id (ADR 038).
 */
export function requestIdOf(request: IncomingMessage, trustProxy: boolean): string {
  const given = trustProxy ? request.headers['x-request-id'] : undefined;
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

interface RequestContext {
  id: string;
  /** The request's own logger, which already names the id. */
  log: FastifyBaseLogger;
}

const context = new AsyncLocalStorage<RequestContext>();

/** The id of the request whose work is running now (undefined outside a request: jobs, start-up). */
export function currentRequestId(): string | undefined {
  return context.getStore()?.id;
}

/**
 * pino's `mixin`: a line logged through `app.log` while a request runs carries its id too, as
 * `reqId` like the request's own lines (which have it already, so it is not added twice).
 */
export function requestIdMixin(_object: object, _level: number, logger: unknown): { reqId?: string } {
  const store = context.getStore();
  return store && store.log !== logger ? { reqId: store.id } : {};
}

/** Runs the rest of every request in its context (the first hook of all), and names the id on every answer. */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) =>
    context.run({ id: request.id, log: request.log }, done),
  );
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
