import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseStatus } from './service.ts';

const healthBody = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['ok', 'unavailable']), engine: z.enum(['pglite', 'postgres']) }),
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
};
