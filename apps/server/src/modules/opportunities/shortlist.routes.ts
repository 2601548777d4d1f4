import {
  shortlistActionBody,
  shortlistActionOut,
  shortlistPage,
  shortlistQuery,
} from '@kazi/shared/opportunities/shortlist';
import { projectParams } from '@kazi/shared/team/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { toPage } from '../../http/pagination.ts';
import { applyShortlistAction, listShortlist } from './shortlist.service.ts';

const tags = ['Opportunities'];

/** An opportunity's shortlist (ADR 031). */
export const shortlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:id/shortlist/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "An opportunity's shortlist",
        description:
          'The people on the shortlist now, latest added first, with what the talent pool shows of them and ' +
          'their availability (`interest`). For the staff-side roles (`opportunity.view_shortlist`) and the ' +
          "opportunity's owner; others who may open the project get 403, those who may not 404; a project " +
          'converted from an opportunity keeps its shortlist, read-only. `show_all=true` answers the whole shortlist (up to 500) in ' +
          'one page. `payout_rate` only for callers with `project.view_rates`.',
        params: projectParams,
        querystring: shortlistQuery,
        response: { 200: shortlistPage },
      },
    },
    async (request) => {
      const { rows, count } = await listShortlist(
        app,
        requireActor(request),
        request.params.id,
        request.query,
      );
      return toPage(request, request.query, count, rows);
    },
  );

  app.patch(
    '/projects/:id/shortlist/action/',
    {
      config: { access: 'opportunity.manage' },
      schema: {
        tags,
        summary: 'Add people to the shortlist or remove them',
        description:
          '`{ users: [{id}…] (1–100), action: add | remove, reason }`; `reason` is required to remove. Staff ' +
          '(`opportunity.manage`) on an opportunity that is not archived (409 otherwise). To add, every id ' +
          'must be a talent (400 on `users.N.id`); someone already on the shortlist stays as they are. Each ' +
          'person added is asked whether they are available (their poll, unanswered; the `interest_poll` ' +
          'notification and mail, limited per actor and recipient). To remove, every id must be on the ' +
          'shortlist (400 on `users.N.id`); their poll becomes `rejected`. Records `shortlist_added` / ' +
          '`shortlist_removed` (with the reason) in the feed and an audit row. Answers `{message}`.',
        params: projectParams,
        body: shortlistActionBody,
        response: { 200: shortlistActionOut },
      },
    },
    async (request) =>
      applyShortlistAction(app, requireActor(request), request.params.id, request.body, request.id),
  );
};
