import { talentPoolPage, talentPoolQuery } from '@kazi/shared/opportunities/talent-pool';
import { projectParams } from '@kazi/shared/team/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { toPage } from '../../http/pagination.ts';
import { listTalentPool } from './talent-pool.service.ts';

const tags = ['Opportunities'];

/** An opportunity's talent pool (ADR 031). */
export const talentPoolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:id/talent-pool/',
    {
      config: { access: 'talent_pool.view' },
      schema: {
        tags,
        summary: "An opportunity's talent pool",
        description:
          'Every active, onboarded developer and designer (users of type developer with `can_contribute`), ' +
          'for the staff-side roles (`talent_pool.view`); projects the caller may not open answer 404, a ' +
          'project that is no longer an opportunity 404. `search` matches any part of the name, the start of ' +
          'a skill name or any part of a country name; filters `skills` (comma list of skill ids: only ' +
          'people with one of them), `country` (ISO code), `category` (developer, designer), `vetted`. People ' +
          "with more of the ranking skills (the `skills` filter's, else the opportunity's) come first " +
          '(`matched_skills`), then by name. Each person: primary skills, years of experience, vetted, their ' +
          'latest three test results, `payout_rate` (EUR per hour, their latest rate on a team they are on) ' +
          'only for callers with `project.view_rates` (absent otherwise), `interest` (their availability ' +
          'poll for this opportunity: null when never asked, `status` null until they answer) and ' +
          '`shortlisted`. `count` is exact up to 1,000; past that it is 1,000 and `count_capped` is true.',
        params: projectParams,
        querystring: talentPoolQuery,
        response: { 200: talentPoolPage },
      },
    },
    async (request) => {
      const { rows, count, capped } = await listTalentPool(
        app,
        requireActor(request),
        request.params.id,
        request.query,
      );
      return { ...toPage(request, request.query, count, rows), count_capped: capped };
    },
  );
};
