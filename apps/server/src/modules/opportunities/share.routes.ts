import { pageQuery } from '@kazi/shared/api/pagination';
import { SHARE_LIFETIME_DAYS } from '@kazi/shared/opportunities/rules';
import {
  projectSharesParams,
  SHARED_SHORTLIST_PATH,
  sendEmailBody,
  sendEmailResponse,
  shareRevokeParams,
  shareSchema,
  sharesPage,
} from '@kazi/shared/opportunities/share';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { listShortlistShares, revokeShortlistShare, sendShortlistEmail } from './share.service.ts';

const access = 'opportunity.share_shortlist' as const;
const tags = ['Opportunities'];

const WHO =
  'Admins, staff and client managers (`opportunity.share_shortlist`) on an opportunity they may open; ' +
  'any other project, or one out of reach, is 404.';

/** The staff's side of a shortlist shared with the client (ADR 031). */
export const shortlistShareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/send-email/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Share an opportunity’s shortlist with the client',
        description:
          `${WHO} E-mails \`email\` a new link (PUBLIC_URL + \`${SHARED_SHORTLIST_PATH}{key}\`, a 256-bit key) ` +
          `and a generated password, both stored only hashed and working for ${SHARE_LIFETIME_DAYS} days, ` +
          'with `message`; the answer shows them this once (`access_link`, `access_password`). The mail is ' +
          'sensitive: admins never read its link or password once it is out (ADR 012). E-mail and message ' +
          'are required. An archived opportunity or an empty shortlist is 409. Limited per sender and per ' +
          'address (`MAIL_LIMIT_SHORTLIST_SHARES`: 429). Records `shortlist_shared` in the feed.',
        body: sendEmailBody,
        response: { 201: sendEmailResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await sendShortlistEmail(app, request, requireActor(request), request.body)),
  );

  app.get(
    '/projects/:id/shortlist/shares/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The links an opportunity’s shortlist was shared by, and the client’s answers',
        description:
          `${WHO} A page of links, newest first (who sent each, when, until when, \`status\` active, ` +
          'expired or revoked, when it was last opened); `feedback`: the client’s latest answer on each ' +
          'person still on the shortlist, over all links.',
        params: projectSharesParams,
        querystring: pageQuery,
        response: { 200: sharesPage },
      },
    },
    async (request) =>
      listShortlistShares(app, request, requireActor(request), request.params.id, request.query),
  );

  app.post(
    '/projects/:id/shortlist/shares/:shareId/revoke/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Revoke a shared shortlist’s link',
        description:
          `${WHO} The link and every browser that opened it stop working at once (404). A link revoked ` +
          'already is 409. Records `shortlist_share_revoked` in the feed. To share again, send a new link.',
        params: shareRevokeParams,
        response: { 200: shareSchema },
      },
    },
    async (request) =>
      revokeShortlistShare(app, request, requireActor(request), request.params.id, request.params.shareId),
  );
};
