import { webConfigSchema } from '@kazi/shared/web-config/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const webConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Reference'],
        summary: 'Web app configuration',
        description:
          'What the web app needs to know about this installation: the referral programme page ' +
          '(`REFERRAL_URL`, framed at /referral with `?referral_code=` when the talent has a code) and the ' +
          'community guide (`COMMUNITY_GUIDE_URL`, framed at /community). Both are https addresses, or ' +
          'null when not configured (the pages then explain that). Public: nothing here is secret.',
        response: { 200: webConfigSchema },
      },
    },
    async () => ({
      referral_url: app.config.referralUrl,
      community_guide_url: app.config.communityGuideUrl,
    }),
  );
};
