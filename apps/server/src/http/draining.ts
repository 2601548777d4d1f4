import type { FastifyInstance } from 'fastify';

/** Whether this process is shutting down: it finishes what it has, and takes nothing new (ADR 038). */
interface Drain {
  readonly draining: boolean;
  start(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
}

/**
 * Once draining, `/api/ready` answers 503 (a load balancer takes the process out) and every answer
 * closes its connection, so a client on a kept-alive one comes back through a new connection, which
 * this process no longer accepts: it lands on another.
 */
export function registerDraining(app: FastifyInstance): void {
  let draining = false;
  app.decorate('drain', {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
  } satisfies Drain);
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('Connection', 'close');
  });
}
