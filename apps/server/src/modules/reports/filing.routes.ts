import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const reportFilingRoutes: FastifyPluginAsyncZod = async () => {};
