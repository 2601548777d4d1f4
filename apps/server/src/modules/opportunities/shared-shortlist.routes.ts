import {
  feedbackBody,
  feedbackResponse,
  SHARE_VIEW_COOKIE,
  SHARE_VIEW_HOURS,
  SHARED_CANDIDATES_LIMIT,
  sharedAvatarParams,
  sharedKeyParams,
  sharedShortlistSchema,
  unlockBody,
  unlockResponse,
} from '@kazi/shared/opportunities/share';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendStoredFile } from '../files/serve.ts';
import { answerSharedShortlist } from './feedback.service.ts';
import {
  findSharedCandidateAvatar,
  readSharedShortlist,
  unlockSharedShortlist,
} from './shared-shortlist.service.ts';

const tags = ['Shared shortlist'];
const access = 'public' as const;
const GONE = 'An unknown, expired or revoked link is 404 (one answer for all three).';
const VIEW = `Needs the \`${SHARE_VIEW_COOKIE}\` cookie that unlock/ set for this link (403 without it, or when it has expired).`;

/** The client's page of a shared shortlist: no account, a password, then the candidates (ADR 031). */
export const sharedShortlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/shared-shortlists/:key/unlock/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Open a shared shortlist with its password',
        description:
          `No sign-in. ${GONE} A wrong password is 400; attempts are limited per link and per address ` +
          '(the login limits: 429 with Retry-After). The right one sets an HttpOnly, SameSite=Strict ' +
          `cookie scoped to this link's API path, for ${SHARE_VIEW_HOURS} hours at most (never past the link's expiry).`,
        params: sharedKeyParams,
        body: unlockBody,
        response: { 200: unlockResponse },
      },
    },
    async (request, reply) => {
      reply.header('X-Robots-Tag', 'noindex');
      return unlockSharedShortlist(app, request, reply, request.params.key, request.body.password);
    },
  );

  app.get(
    '/shared-shortlists/:key/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'A shared shortlist, for the client',
        description:
          `No sign-in. ${GONE} ${VIEW} Each person on the opportunity's current shortlist (the earliest ` +
          `added ${SHARED_CANDIDATES_LIMIT} at most): name, avatar ` +
          '(through this link only), country, skills, years of experience, vetted, latest test results, ' +
          'profile summary, and the answer given through this link. Never e-mail, phone, address, rates, ' +
          'other projects or clients, or availability answers.',
        params: sharedKeyParams,
        response: { 200: sharedShortlistSchema },
      },
    },
    async (request, reply) => {
      reply.header('X-Robots-Tag', 'noindex');
      return readSharedShortlist(app, request, request.params.key);
    },
  );

  app.get(
    '/shared-shortlists/:key/candidates/:userId/avatar/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'A candidate’s avatar on a shared shortlist',
        description: `${GONE} ${VIEW} 404 for someone not on the current shortlist, or without an avatar.`,
        params: sharedAvatarParams,
      },
    },
    async (request, reply) => {
      const row = await findSharedCandidateAvatar(app, request, request.params.key, request.params.userId);
      return sendStoredFile(app, reply.header('X-Robots-Tag', 'noindex'), row, 'private, no-store');
    },
  );

  app.post(
    '/shared-shortlists/:key/feedback/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The client’s answer on a candidate',
        description:
          `${GONE} ${VIEW} \`answer\` interested, not_interested or question (then \`question\` is ` +
          'required); one answer per link and person, changed in place. Someone not on the current ' +
          'shortlist is 404. Recorded in the feed (by the client) and told to the opportunity’s cm, cso and ' +
          'staff creator: in the bell, and by mail within the link’s budget (`MAIL_LIMIT_SHORTLIST_FEEDBACK`, ' +
          'answers per link / mails per address; past it, bell only). Writes are limited per link and per ' +
          'address (`SHORTLIST_FEEDBACK_MAX_PER_LINK`, `SHORTLIST_FEEDBACK_MAX_PER_IP` in the login window: ' +
          '429 with Retry-After).',
        params: sharedKeyParams,
        body: feedbackBody,
        response: { 200: feedbackResponse },
      },
    },
    async (request) => answerSharedShortlist(app, request, request.params.key, request.body),
  );
};
