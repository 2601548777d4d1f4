import { publicProfileSchema } from '@kazi/shared/experience/talent-profile';
import {
  PUBLIC_PROFILE_PATH,
  shareCreateBody,
  shareKeyParams,
  shareParams,
  sharePatchBody,
  shareSettingsSchema,
} from '@kazi/shared/share/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { presentTalentProfile } from '../devprofile/talent-profile.ts';
import { sendStoredFile } from '../files/serve.ts';
import {
  ensureShareSettings,
  findOwnSettings,
  findSharedAvatar,
  findSharedProfile,
  presentShareSettings,
  setShareLink,
} from './service.ts';

const access = 'profile.edit_developer' as const;
const tags = ['Developer profile'];

export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/profile/share/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Create your profile’s share link',
        description:
          'Idempotent: each talent has one set of share settings. The first call creates it (201) with a ' +
          `random 256-bit key and the link switched on (or as \`is_link_enabled\` says); later calls answer the ` +
          `existing settings (200) unchanged. The public page is \`shared_profile_url\` (PUBLIC_URL + ` +
          `\`${PUBLIC_PROFILE_PATH}{key}\`); the key, never the user id, identifies the profile.`,
        body: shareCreateBody,
        response: { 200: shareSettingsSchema, 201: shareSettingsSchema },
      },
    },
    async (request, reply) => {
      const { settings, created } = await ensureShareSettings(
        app,
        request,
        request.body.is_link_enabled ?? true,
      );
      return reply.code(created ? 201 : 200).send(settings);
    },
  );

  app.get(
    '/profile/share/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Your share settings',
        description: 'The caller’s share settings; 404 until they are created (POST).',
        response: { 200: shareSettingsSchema },
      },
    },
    async (request) => {
      return presentShareSettings(app, await findOwnSettings(app.db, requireActor(request).id));
    },
  );

  app.patch(
    '/profile/share/:id/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Switch your share link on or off',
        description:
          'Only `is_link_enabled`. Switching it off makes the public page answer 404 at once; switching it ' +
          'back on brings the same link back. Each change is audited; asking for the current state changes ' +
          'nothing. Another user’s id answers 404.',
        params: shareParams,
        body: sharePatchBody,
        response: { 200: shareSettingsSchema },
      },
    },
    (request) => setShareLink(app, request, request.params.id, request.body.is_link_enabled),
  );

  app.get(
    '/public-profiles/:key/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A shared profile, for anyone with the link',
        description:
          'No sign-in. Answers only the public profile: names, avatar, bio, city and country, years of ' +
          'experience, skills, projects, work and education (never e-mail, phone, street address, ID ' +
          'document or rates). Unknown keys, switched-off links and deactivated accounts all answer 404. ' +
          'Sent with `X-Robots-Tag: noindex`: a share link is for the people it is given to.',
        params: shareKeyParams,
        response: { 200: publicProfileSchema },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const { record, hasAvatar } = await findSharedProfile(app.db, key);
      const avatar = hasAvatar ? `/api/public-profiles/${key}/avatar/` : null;
      reply.header('X-Robots-Tag', 'noindex');
      return presentTalentProfile(record, avatar);
    },
  );

  app.get(
    '/public-profiles/:key/avatar/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The avatar of a shared profile',
        description: 'The image behind `avatar_url` of a shared profile; 404 whenever the profile itself is.',
        params: shareKeyParams,
      },
    },
    async (request, reply) => {
      const row = await findSharedAvatar(app.db, request.params.key);
      return sendStoredFile(app, reply.header('X-Robots-Tag', 'noindex'), row, 'private, no-store');
    },
  );
};
