import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const reportEventRoutes: FastifyPluginAsyncZod = async () => {};
