import { idParams } from '@kazi/shared/api/ids';
import { profilePatchBody, profileSchema } from '@kazi/shared/profile/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { sendStoredFile } from '../files/serve.ts';
import { readPatch } from './body.ts';
import { presentProfile } from './presenter.ts';
import { findAvatarFile, findOwnProfile, updateProfile } from './service.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/profile/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Me'],
        summary: 'My profile',
        description:
          'Personal details, address, ID document (a file reference: only its owner and admins can ' +
          'download it), VAT number, and the developer-profile fields (bio, years of experience, skills ' +
          'in the chosen order and grouped by type in `skills_details`). `referral_details` holds the ' +
          "talent's referral code once given (it is given with the first profile write of anyone who may " +
          'refer), else null. Every signed-in person has a profile; `id` is the user id.',
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      return presentProfile(await findOwnProfile(app.db, requireActor(request).id));
    },
  );

  app.patch(
    '/me/profile/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Me'],
        summary: 'Update my profile',
        description:
          'JSON, or multipart/form-data with nested keys (`user[first_name]`, `skills[0][id]`) and the ' +
          'image files `image` (avatar) and `id_document` (an image of a passport or national ID card; ' +
          'a new file replaces the old one, which is deleted). Every key is optional; a sent key is ' +
          'validated with the same messages as the web app forms. `phone_number` must parse as an ' +
          "international number and is stored in E.164 ('Invalid country calling code' otherwise). " +
          'Address fields may be blank only for project owners (who also send no ID document). `bio` ' +
          '(≤ 450), `years_of_experience` and `skills` are for talents only (400 for others). `skills` ' +
          'replaces the list: `{id}` or `{name}` (found by slug, or added to the catalogue as type ' +
          "`other`), with `primary` (at most 5) and `years_of_experience`; a skill twice is '{name} is " +
          "already a skill'; a talent who has skills keeps at least one. After the change " +
          '`can_contribute` is recomputed from the completeness rules.',
        consumes: ['application/json', 'multipart/form-data'],
        body: profilePatchBody.nullish(),
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const { patch, files } = await readPatch(request, profilePatchBody, ['image', 'id_document']);
      return presentProfile(await updateProfile(app, requireActor(request), patch, files, request.id));
    },
  );

  app.get(
    '/avatars/:id/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Me'],
        summary: 'An avatar image',
        description:
          "A person's avatar (`avatar_url` on the user) is visible to every signed-in user: names and " +
          'faces appear on projects, teams and lists. Only files that are some active user’s current ' +
          'avatar are served; anything else answers 404. Sent with nosniff, never rendered as a page.',
        params: idParams,
      },
    },
    async (request, reply) => {
      const row = await findAvatarFile(app.db, request.params.id);
      return sendStoredFile(app, reply, row, 'private, max-age=300');
    },
  );
};
