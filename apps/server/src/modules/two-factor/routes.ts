import {
  confirmTwoFactorBody,
  disableTwoFactorBody,
  recoveryCodesResponse,
  twoFactorSetup,
  twoFactorStatus,
} from '@kazi/shared/auth/two-factor';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/actor.ts';
import { confirmSetup, disableTwoFactor, startSetup, twoFactorStatus as statusOf } from './service.ts';

const CODES_NOTE =
  'Wrong codes count per person and per IP with wrong passwords’ limits (10 per person, 50 per IP in ' +
  '15 minutes), claimed before checking: past them the answer is 429 with Retry-After.';

/** `me/two-factor/`: set up, confirm and turn off TOTP sign-in (ADR 019). */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/two-factor/',
    {
      config: { access: 'signed-in', beforeTwoFactor: true },
      schema: {
        tags: ['Me'],
        summary: 'My two-factor sign-in',
        description:
          'Whether a second factor is on, whether the installation requires one for this person ' +
          '(admins and pay admins while REQUIRE_TWO_FACTOR_FOR_ADMINS is on: until they set it up, ' +
          'every other route answers them 403), and how many recovery codes are left.',
        response: { 200: twoFactorStatus },
      },
    },
    async (request) => statusOf(app, requireActor(request)),
  );

  app.post(
    '/me/two-factor/setup/',
    {
      config: { access: 'signed-in', beforeTwoFactor: true },
      schema: {
        tags: ['Me'],
        summary: 'Start setting up two-factor sign-in',
        description:
          'A new TOTP secret (base32, SHA-1, 6 digits, 30 s) with its `otpauth://` URI and a QR code ' +
          '(SVG data: URL drawn by the server). Calling it again replaces an unconfirmed secret. ' +
          'Nothing changes at sign-in until `me/two-factor/confirm/`; once confirmed, the secret is ' +
          'never answered again. 409 when two-factor sign-in is already on.',
        response: { 200: twoFactorSetup },
      },
    },
    async (request) => startSetup(app, requireActor(request)),
  );

  app.post(
    '/me/two-factor/confirm/',
    {
      config: { access: 'signed-in', beforeTwoFactor: true },
      schema: {
        tags: ['Me'],
        summary: 'Confirm two-factor sign-in with a first code',
        description:
          'A code from the app proves the set-up: two-factor sign-in is on from now, and the answer ' +
          `holds 10 single-use recovery codes, shown this once (only their hashes are kept). ${CODES_NOTE} ` +
          '409 without a set-up started, or when it is already on.',
        body: confirmTwoFactorBody,
        response: { 200: recoveryCodesResponse },
      },
    },
    async (request) => ({
      recovery_codes: await confirmSetup(app, requireActor(request), request.body.code, {
        ip: request.ip,
        requestId: request.id,
      }),
    }),
  );

  app.post(
    '/me/two-factor/disable/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Me'],
        summary: 'Turn two-factor sign-in off',
        description:
          '`{password, code}` or `{password, recovery_code}`: both factors again. The secret and the ' +
          'recovery codes are deleted. For admins and pay admins while it is required, every route ' +
          `but the set-up then answers 403 until they set it up again. ${CODES_NOTE} 409 when it is off.`,
        body: disableTwoFactorBody,
        response: { 200: z.object({ detail: z.string() }) },
      },
    },
    async (request) => {
      await disableTwoFactor(app, requireActor(request), request.body, {
        ip: request.ip,
        requestId: request.id,
      });
      return { detail: MESSAGES.twoFactor.disabled };
    },
  );
};
