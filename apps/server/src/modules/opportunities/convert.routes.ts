import { convertCandidatesOut } from '@kazi/shared/opportunities/convert';
import { projectParams } from '@kazi/shared/team/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { convertCandidates } from './convert.ts';

export const convertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:id/convert-candidates/',
    {
      config: { access: 'opportunity.manage' },
      schema: {
        tags: ['Projects'],
        summary: 'Who may join the team when the opportunity is converted',
        description:
          'Admins and staff (`opportunity.manage`); others 403, projects outside the caller’s reach 404, a ' +
          'project that is no opportunity 404. The people on the current shortlist who said they are ' +
          'available (`interested`), active and not on the team yet, by name. Converting is one ' +
          '`PATCH projects/{id}/` with `stage: "active"` and their `participation` rows (hours and rates); ' +
          'anyone else in those rows is 400 on `participation.{i}.user` and nothing changes.',
        params: projectParams,
        response: { 200: convertCandidatesOut },
      },
    },
    async (request) => convertCandidates(app.db, requireActor(request), request.params.id),
  );
};
