import { randomUUID } from 'node:crypto';
import { RESET_MAILS_PER_HOUR, RESET_TOKEN_TTL_MS } from '@kazi/shared/accounts/rules';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../audit/repository.ts';
import { greeting } from '../mail/compose.ts';
import { deliverSoon, sendMail } from '../mail/send.ts';
import { auditedWithKey, createAccountToken, recentResetCount } from './account-tokens.repository.ts';
import { findActiveRecipient } from './credentials.repository.ts';
import { resetLink } from './password-reset.ts';
import { hashLinkSecret } from './secrets.ts';
import { claimResetRequest } from './throttle.repository.ts';

const P = MESSAGES.passwords;
const REQUESTED = 'auth.password_reset_requested';
/** Requests for one address within one such clock slot make one job. */
const COLLAPSE_SECONDS = 5 * 60;
/** A job still waiting after this long (workers down) is dropped with its address. */
const WAIT_MINUTES = 60;

/** `key` is drawn per request, so a job run twice sends one mail. */
const resetJobData = z.object({ email: z.string(), requestId: z.string(), key: z.string() });
type ResetJobData = z.infer<typeof resetJobData>;

/**
 * Asks for a reset link. The request does the same work for every address (an IP claim, one
 * enqueue, no lookup, no password hashing): whether an account exists is decided later by the
 * `auth.password_reset` job, so neither the answer nor its timing tells (ADR 014).
 */
export async function queuePasswordReset(
  app: FastifyInstance,
  email: string,
  context: { ip: string; requestId: string },
) {
  await claimResetRequest(app.db, app.config.resetThrottle, context.ip);
  const data: ResetJobData = { email, requestId: context.requestId, key: randomUUID() };
  await app.jobs.enqueue('auth.password_reset', data, {
    singletonKey: `reset:${hashLinkSecret(email)}`,
    singletonSeconds: COLLAPSE_SECONDS,
    retentionMinutes: WAIT_MINUTES,
  });
}

/**
 * The job: an active account with that email gets a link that works once, for 1 hour; at most
 * 3 such mails an hour per account; anything else is silently dropped.
 */
export async function sendPasswordResetLink(app: FastifyInstance, input: unknown): Promise<void> {
  const data = resetJobData.parse(input);
  const user = await findActiveRecipient(app.db, data.email);
  if (!user || (await recentResetCount(app.db, user.id)) >= RESET_MAILS_PER_HOUR) return;
  const sent = await app.db.transaction(async (tx) => {
    if (await auditedWithKey(tx, user.id, REQUESTED, data.key)) return false;
    const token = await createAccountToken(tx, user.id, 'password_reset', RESET_TOKEN_TTL_MS);
    await sendMail(app, resetMail(user, resetLink(app.config.publicUrl, user.id, token)), tx);
    await recordAudit(tx, {
      actorId: null,
      action: REQUESTED,
      targetType: 'user',
      targetId: user.id,
      after: { key: data.key },
      requestId: data.requestId,
    });
    return true;
  });
  if (sent) await deliverSoon(app);
}

function resetMail(user: { email: string; firstName: string | null }, link: string) {
  return {
    to: user.email,
    subject: P.resetSubject,
    template: 'password-reset',
    sensitive: true,
    text: [
      greeting(user.firstName),
      '',
      'Someone (hopefully you) asked to reset the password of your Kazi account.',
      `Choose a new password here (the link works for 1 hour, once):`,
      link,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
