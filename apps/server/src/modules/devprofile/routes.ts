import {
  canViewDevProfile,
  devProfileParams,
  devProfileSchema,
  seesPayoutRate,
} from '@kazi/shared/experience/talent-profile';
import { vettingBody } from '@kazi/shared/test-results/schemas';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { profileTestResults } from '../test-results/service.ts';
import { avatarUrl } from '../users/presenter.ts';
import { loadTalentProfile, payoutRateOf, presentTalentProfile } from './talent-profile.ts';
import { changeVetting } from './vetting.service.ts';

/** The profile as `actor` may read it (404 when they may not, or for ids that are not talents). */
async function devProfileFor(app: FastifyInstance, actor: SessionActor, talentId: number) {
  if (!canViewDevProfile(actor, talentId)) throw AppError.notFound();
  const record = await loadTalentProfile(app.db, talentId);
  if (!record) throw AppError.notFound();
  return {
    id: record.user.id,
    ...presentTalentProfile(record, avatarUrl(record.user.avatarFileId)),
    is_vetted: record.profile?.isVetted ?? false,
    test_results: await profileTestResults(app.db, actor, talentId),
    ...(seesPayoutRate(actor)
      ? { payment_structure: { payout_rate: await payoutRateOf(app.db, talentId), currency: 'EUR' as const } }
      : {}),
  };
}

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
          '(`payout_rate`: the rate in force today on their latest accepted team, in EUR; null when they are ' +
          'on none). `test_results` newest first: ' +
          'title, score and date; `reviewer` and `notes` only for `tests.manage` (admin, staff).',
        params: devProfileParams,
        response: { 200: devProfileSchema },
      },
    },
    async (request) => devProfileFor(app, requireActor(request), request.params.id),
  );

  app.patch(
    '/devprofile/:id/',
    {
      config: { access: 'tests.manage' },
      schema: {
        tags: ['Developer profile'],
        summary: 'Mark a developer or designer vetted, or not (admin, staff)',
        description:
          '`tests.manage` (admin and staff); others 403. Ids that are not talents: 404. Setting the value ' +
          'the profile already has changes nothing; a change leaves one audit row (`talent.vetted` or ' +
          '`talent.unvetted`). Answers the profile as GET does.',
        params: devProfileParams,
        body: vettingBody,
        response: { 200: devProfileSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      // Only a talent can be vetted: the same 404 as reading a profile that does not exist.
      await devProfileFor(app, actor, request.params.id);
      await changeVetting(app.db, actor, request.params.id, request.body.is_vetted, request.id);
      return devProfileFor(app, actor, request.params.id);
    },
  );
};
