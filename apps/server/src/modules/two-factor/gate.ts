import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { requiresTwoFactor, type TwoFactorRequirement } from './setting.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to a signed-in person whose role requires a second factor they have not set up yet. */
    beforeTwoFactor?: boolean;
  }
}

/**
 * An admin or pay admin whose session did not pass a second factor (while the setting requires
 * one) reaches only the enrolment routes (and public ones): every other route answers 403 with
 * `twoFactor.enrolmentRequired`, whatever the session's age, so a password alone reaches nothing.
 * The flag is the session's, not the person's: once they enrol elsewhere, such a session ends.
 */
export function enforceTwoFactorEnrolment(request: FastifyRequest, requirement: TwoFactorRequirement): void {
  const actor = request.actor;
  if (!actor || actor.secondFactor || !requiresTwoFactor(requirement, actor)) return;
  const { access, beforeTwoFactor } = request.routeOptions.config;
  if (!access || access === 'public' || beforeTwoFactor) return;
  throw new AppError('forbidden', MESSAGES.twoFactor.enrolmentRequired);
}
