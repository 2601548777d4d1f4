import { userEnvelope } from '@kazi/shared/auth/schemas';
import { onboardingBody } from '@kazi/shared/onboarding/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { presentUser } from '../users/presenter.ts';
import { changeStage } from './service.ts';

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/me/onboarding/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Me'],
        summary: 'Move my onboarding stage',
        description:
          'Stages: talents one → two → three → finish, clients one → two → finish. ' +
          'One step at a time, forward (Next, Finish, Done, Skip) or back (Previous Step); the current ' +
          'stage again is a no-op. Leaving step one needs first name, last name and phone (and, for ' +
          'talents, the ID document); leaving step two, and finishing, need every completeness rule of ' +
          'the role met (`can_contribute`), so nobody finishes with gaps: 400 `{stage: [message]}`. A ' +
          'jump over a step, or a stage changed meanwhile by another tab, is 409. Answers the user, whose ' +
          '`onboarding_stage` the web app follows.',
        body: onboardingBody,
        response: { 200: userEnvelope },
      },
    },
    async (request) => {
      const details = await changeStage(app.db, requireActor(request).id, request.body.stage, request.id);
      return { user: presentUser(details) };
    },
  );
};
