import { settingsPatchBody, settingsSchema } from '@kazi/shared/privacy/switches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { readSettings, updateSettings } from './service.ts';

export const userSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/settings/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Me'],
        summary: 'My e-mail switches',
        description:
          'The switches this person has, by role: everyone `newsletter_email` and ' +
          '`event_email`; developers, designers, space leads, client managers and client support ' +
          'officers `task_progress_report_reminder_email` and `task_invitation_response_email`; ' +
          'everyone else `task_survey_reminder_email` and `new_task_progress_report_email`. Until ' +
          'changed, the newsletter and events are off (no marketing mail without consent) and mail ' +
          'about one’s own work is on.',
        response: { 200: settingsSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return readSettings(app.db, actor.id, actor.roles);
    },
  );

  app.patch(
    '/me/settings/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Me'],
        summary: 'Change e-mail switches',
        description:
          "`{switches: {name: 'on' | 'off'}}` with the changed names only. A switch the person's role " +
          'does not have is 400. Answers every switch of the person.',
        body: settingsPatchBody,
        response: { 200: settingsSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return updateSettings(app.db, actor.id, actor.roles, request.body, request.id);
    },
  );
};
