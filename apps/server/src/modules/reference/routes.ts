import { paginated } from '@kazi/shared/api/pagination';
import { listCountries } from '@kazi/shared/reference/countries';
import { countrySchema, skillSchema, skillsQuery } from '@kazi/shared/reference/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageWindow, toPage } from '../../http/pagination.ts';
import { findSkills } from './service.ts';

const countries = listCountries();

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/countries/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Reference'],
        summary: 'ISO 3166 countries',
        description:
          'Every country with its ISO 3166-1 alpha-2 code; NL, UG, NG, EG and KE first, then by name. ' +
          'Reference data: answered whole, not paginated.',
        response: { 200: z.array(countrySchema) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
      return countries;
    },
  );

  app.get(
    '/skills/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Reference'],
        summary: 'The skills catalogue',
        description:
          '`search` matches the start of the name or of any word in it (case-insensitive); exact and ' +
          'prefix matches come first. `type` filters by skill type.',
        querystring: skillsQuery,
        response: { 200: paginated(skillSchema) },
      },
    },
    async (request) => {
      const { rows, count } = await findSkills(app.db, request.query, pageWindow(request.query));
      return toPage(request, request.query, count, rows);
    },
  );
};
