import {
  canViewDevProfile,
  devProfileParams,
  devProfileSchema,
  seesPayoutRate,
} from '@kazi/shared/experience/talent-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import { avatarUrl } from '../users/presenter.ts';
import { loadTalentProfile, presentTalentProfile } from './talent-profile.ts';

export const devProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/devprofile/:id/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Developer profile'],
        summary: 'A developer’s or designer’s profile',
        description:
          'The talent themselves and the staff-side roles that browse talent (`talent_pool.view`: admin, ' +
          'pay admin, staff, space lead, client manager, client support officer) may read it; for everyone ' +
          'else, and for ids that are not talents, the answer is 404. Never carries e-mail, phone, address ' +
          'or ID document. `payment_structure` is present only for roles with `project.view_rates` ' +
          '(its `payout_rate` is filled once rates exist; null until then). `test_results` stays empty ' +
          'until the tests area exists.',
        params: devProfileParams,
        response: { 200: devProfileSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const talentId = request.params.id;
      if (!canViewDevProfile(actor, talentId)) throw AppError.notFound();
      const record = await loadTalentProfile(app.db, talentId);
      if (!record) throw AppError.notFound();
      return {
        id: record.user.id,
        ...presentTalentProfile(record, avatarUrl(record.user.avatarFileId)),
        is_vetted: record.profile?.isVetted ?? false,
        test_results: [],
        ...(seesPayoutRate(actor)
          ? { payment_structure: { payout_rate: null, currency: 'EUR' as const } }
          : {}),
      };
    },
  );
};
