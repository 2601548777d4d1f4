import { companyEnvelope, companyPatchBody } from '@kazi/shared/company/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { presentCompany } from './presenter.ts';
import { findOwnCompany, updateOwnCompany } from './service.ts';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/company/',
    {
      config: { access: 'company.edit_own' },
      schema: {
        tags: ['Me'],
        summary: 'My company (clients)',
        description:
          "The project owner's company: profile (name, website, bio, telephone, registration number) and " +
          'address (street, plot number, city, postal code, country, VAT number). `company` is null until ' +
          'the first save.',
        response: { 200: companyEnvelope },
      },
    },
    async (request) => {
      const row = await findOwnCompany(app.db, requireActor(request).id);
      return { company: row && presentCompany(row) };
    },
  );

  app.patch(
    '/me/company/',
    {
      config: { access: 'company.edit_own' },
      schema: {
        tags: ['Me'],
        summary: 'Update my company (clients)',
        description:
          'Fields go under `company`, so errors read `company.<field>` ("the website error ' +
          'comes from the server as company.website"). Only sent fields change. The first save creates ' +
          "the company and needs its name ('Company is required'). Address fields may not be blank. " +
          '`website` takes an http(s) address or a bare host (read as https://…); anything else is ' +
          "'Enter a valid URL.'. A company whose country is in the EU needs a VAT number ('VAT is " +
          "required for countries in EU regions'). The client's `can_contribute` is recomputed after.",
        body: companyPatchBody,
        response: { 200: companyEnvelope },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const row = await updateOwnCompany(app.db, actor.id, request.body.company, request.id);
      return { company: presentCompany(row) };
    },
  );
};
