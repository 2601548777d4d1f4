import { idParams } from '@kazi/shared/api/ids';
import {
  interestPollCreateBody,
  interestPollPage,
  interestPollPatchBody,
  interestPollSchema,
  interestPollsQuery,
} from '@kazi/shared/opportunities/polls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { answerOwnPoll, changeOwnPoll, listInterestPolls } from './polls.service.ts';

const tags = ['Opportunities'];

const ANSWER_RULES =
  'Someone asked about an opportunity (staff put them on its shortlist) answers whether they are ' +
  'available (`interested`) or not (`uninterested`); only for themselves. Refused with 409 once ' +
  'they are taken off the shortlist (`rejected`) or the opportunity is archived or converted. ' +
  'The same answer again changes nothing; a change records `interest_answered` in the feed and an ' +
  'audit row. Answers the poll.';

/** Availability polls (spec 000 §7 "Interest poll"; ADR 031). */
export const interestPollRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/interest-polls/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Availability polls: one opportunity’s, or the caller’s own',
        description:
          '`?project={id}`: that opportunity’s polls, every one for staff who see its shortlist, ' +
          'only the caller’s own for anyone else who may open it (404 for those who may not). ' +
          '`?mine=true`: the caller’s polls still open to an answer (live opportunities, not taken ' +
          'off the shortlist), for the dashboard. One of the two is required (400 `project`). ' +
          'Newest asked first, paginated.',
        querystring: interestPollsQuery,
        response: { 200: interestPollPage },
      },
    },
    async (request) => listInterestPolls(app, requireActor(request), request.query, request),
  );

  app.post(
    '/interest-polls/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Answer one’s availability for an opportunity',
        description:
          `${ANSWER_RULES} \`user.id\` must be the caller (else 403); the caller’s poll on ` +
          '`project.id` must exist (else 404: this does not ask anyone).',
        body: interestPollCreateBody,
        response: { 200: interestPollSchema },
      },
    },
    async (request) => answerOwnPoll(app, requireActor(request), request.body, request.id),
  );

  app.patch(
    '/interest-polls/:id/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Change one’s availability answer',
        description: `${ANSWER_RULES} Someone else’s poll answers 404.`,
        params: idParams,
        body: interestPollPatchBody,
        response: { 200: interestPollSchema },
      },
    },
    async (request) =>
      changeOwnPoll(app, requireActor(request), request.params.id, request.body.status, request.id),
  );
};
