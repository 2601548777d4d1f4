import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isReady, readiness } from './readiness.ts';
import { databaseStatus } from './service.ts';

const healthBody = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['ok', 'unavailable']), engine: z.enum(['pglite', 'postgres']) }),
});

const readyBody = z.object({
  status: z.enum(['ready', 'not_ready', 'draining']),
  checks: z
    .object({
      database: z.enum(['ok', 'unavailable']),
      migrations: z.enum(['ok', 'pending', 'unavailable']),
      storage: z.enum(['ok', 'unavailable']),
    })
    .optional(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Operations'],
        summary: 'Liveness and database status',
        description: 'Answers 200 when the database answers a query, 503 otherwise.',
        response: { 200: healthBody, 503: healthBody },
      },
    },
    async (_request, reply) => {
      const engine = app.database.engine;
      const status = await databaseStatus(app.db, (error) =>
        app.log.error({ err: error }, 'health check: database unavailable'),
      );
      if (status === 'ok') return { status: 'ok' as const, database: { status, engine } };
      return reply.code(503).send({ status: 'degraded', database: { status, engine } });
    },
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Operations'],
        summary: 'Readiness: may this process take requests?',
        description:
          'For load balancers (ADR 038). 200 `ready` when the database answers, every migration of this ' +
          'build is applied and the file store takes a write; 503 `not_ready` naming the check that ' +
          'failed (`unavailable`, or `pending` migrations), without details; 503 `draining` from the ' +
          'moment the process was asked to stop (SIGTERM) until it exits.',
        response: { 200: readyBody, 503: readyBody },
      },
    },
    async (_request, reply) => {
      if (app.drain.draining) return reply.code(503).send({ status: 'draining' });
      const checks = await readiness(app);
      if (isReady(checks)) return { status: 'ready' as const, checks };
      return reply.code(503).send({ status: 'not_ready', checks });
    },
  );
};
