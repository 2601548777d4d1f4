import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const reportSettingsRoutes: FastifyPluginAsyncZod = async () => {};
