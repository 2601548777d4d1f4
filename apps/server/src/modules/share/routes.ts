import { publicProfileSchema } from '@kazi/shared/experience/talent-profile';
import {
  PUBLIC_PROFILE_PATH,
  SHARE_KEY_PATTERN,
  shareCreateBody,
  shareKeyParams,
  shareParams,
  sharePatchBody,
  shareSettingsSchema,
} from '@kazi/shared/share/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import { loadTalentProfile, presentTalentProfile } from '../devprofile/talent-profile.ts';
import { findFile } from '../files/repository.ts';
import { sendStoredFile } from '../files/serve.ts';
import { findOwnShareSettings, findSharedProfileOwner } from './repository.ts';
import { ensureShareSettings, presentShareSettings, setShareLink } from './service.ts';

const access = 'profile.edit_developer' as const;
const tags = ['Developer profile'];

/** The owner of an enabled link, or 404 (malformed keys never reach the database). */
async function sharedOwner(app: Parameters<FastifyPluginAsyncZod>[0], key: string) {
  const owner = SHARE_KEY_PATTERN.test(key) ? await findSharedProfileOwner(app.db, key) : null;
  if (!owner) throw AppError.notFound();
  return owner;
}

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
      const row = await findOwnShareSettings(app.db, requireActor(request).id);
      if (!row) throw AppError.notFound();
      return presentShareSettings(app, row);
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
      const owner = await sharedOwner(app, key);
      const record = await loadTalentProfile(app.db, owner.userId);
      if (!record) throw AppError.notFound();
      const avatar = owner.avatarFileId ? `/api/public-profiles/${key}/avatar/` : null;
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
      const owner = await sharedOwner(app, request.params.key);
      const row = owner.avatarFileId ? await findFile(app.db, owner.avatarFileId) : null;
      if (!row?.mimeType.startsWith('image/')) throw AppError.notFound();
      return sendStoredFile(app, reply.header('X-Robots-Tag', 'noindex'), row, 'private, no-store');
    },
  );
};
