import { paginated } from '@kazi/shared/api/pagination';
import {
  testPeopleQuery,
  testPersonSchema,
  testResultCreateBody,
  testResultParams,
  testResultPatchBody,
  testResultSchema,
  testResultsQuery,
} from '@kazi/shared/test-results/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { createResult, deleteResult, getResult, listResults, patchResult, testPeople } from './service.ts';

const tags = ['Tests'];
const ACCESS =
  'Admins and staff (`tests.manage`); everyone else 403. A result is for an active developer or designer ' +
  '(`user`, else 400 `user`); the reviewer, optional, is a staff-side person (admin, pay admin, staff, ' +
  'client manager, support officer or space lead; else 400 `reviewer`). `score` is a whole number 0–100, ' +
  '`taken_on` a date from 1900 to today (UTC), `notes` optional. Every write leaves an audit row.';

export const testResultRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/test-results/',
    {
      config: { access: 'tests.manage' },
      schema: {
        tags,
        summary: 'Test results (the Tests page)',
        description: `${ACCESS} Newest first (date, then id), 20 a page; \`user\` keeps one developer's results, \`search\` matches the developer's name (case-insensitive, anywhere in it).`,
        querystring: testResultsQuery,
        response: { 200: paginated(testResultSchema) },
      },
    },
    async (request) => listResults(app.db, request, request.query),
  );

  app.get(
    '/test-results/people/',
    {
      config: { access: 'tests.manage' },
      schema: {
        tags,
        summary: "The result form's pickers: developers to test, or reviewers",
        description:
          '`role=developer`: active developers and designers; `role=reviewer`: active staff-side people. ' +
          '`search` matches the start of the first, last or full name. 20 a page, by name.',
        querystring: testPeopleQuery,
        response: { 200: paginated(testPersonSchema) },
      },
    },
    async (request) => testPeople(app.db, request, request.query),
  );

  app.post(
    '/test-results/',
    {
      config: { access: 'tests.manage' },
      schema: {
        tags,
        summary: 'Record a test result',
        description: ACCESS,
        body: testResultCreateBody,
        response: { 201: testResultSchema },
      },
    },
    async (request, reply) => {
      const result = await createResult(app.db, requireActor(request), request.body, request.id);
      reply.code(201);
      return result;
    },
  );

  app.get(
    '/test-results/:id/',
    {
      config: { access: 'tests.manage' },
      schema: {
        tags,
        summary: 'One test result',
        description: `${ACCESS} Unknown ids: 404.`,
        params: testResultParams,
        response: { 200: testResultSchema },
      },
    },
    async (request) => getResult(app.db, request.params.id),
  );

  app.patch(
    '/test-results/:id/',
    {
      config: { access: 'tests.manage' },
      schema: {
        tags,
        summary: 'Change a test result',
        description: `${ACCESS} Any of the fields; \`reviewer: null\` or \`notes: null\` clears them. Unknown ids: 404.`,
        params: testResultParams,
        body: testResultPatchBody,
        response: { 200: testResultSchema },
      },
    },
    async (request) =>
      patchResult(app.db, requireActor(request), request.params.id, request.body, request.id),
  );

  app.delete(
    '/test-results/:id/',
    {
      config: { access: 'tests.manage' },
      schema: {
        tags,
        summary: 'Delete a test result',
        description: `${ACCESS} Unknown ids (or one deleted in parallel): 404.`,
        params: testResultParams,
      },
    },
    async (request, reply) => {
      await deleteResult(app.db, requireActor(request), request.params.id, request.id);
      return reply.code(204).send();
    },
  );
};
