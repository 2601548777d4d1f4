import type { TwoFactorSetup, TwoFactorStatus } from '@kazi/shared/auth/two-factor';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { recordAudit } from '../audit/repository.ts';
import { confirmPassword } from '../auth/confirm-password.ts';
import { clearSecondFactor, deleteOtherSessions, markSecondFactor } from '../auth/sessions.repository.ts';
import { claimCodeAttempt, releaseLoginAttempt } from '../auth/throttle.repository.ts';
import { deliverSoon } from '../mail/send.ts';
import { sendTwoFactorNotice } from './notices.ts';
import {
  confirmCredential,
  countUnusedRecoveryCodes,
  deleteTwoFactor,
  findCredential,
  replaceRecoveryCodes,
  saveUnconfirmedSecret,
  useRecoveryCode,
  useStep,
} from './repository.ts';
import { requiresTwoFactor } from './setting.ts';
import {
  hashNewRecoveryCode,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  qrCodeDataUrl,
  verifyTotp,
} from './totp.ts';

const M = MESSAGES.twoFactor;

export interface SecondFactor {
  code?: string | undefined;
  recovery_code?: string | undefined;
}

export async function twoFactorStatus(app: FastifyInstance, actor: SessionActor): Promise<TwoFactorStatus> {
  const credential = await findCredential(app.db, actor.id);
  const enabled = Boolean(credential?.confirmedAt);
  return {
    enabled,
    required: requiresTwoFactor(app.twoFactor, actor),
    enabled_at: credential?.confirmedAt?.toISOString() ?? null,
    recovery_codes_left: enabled ? await countUnusedRecoveryCodes(app.db, actor.id) : 0,
  };
}

/** A new secret for an unconfirmed set-up: shown now, never again once confirmed. */
export async function startSetup(app: FastifyInstance, actor: SessionActor): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  const saved = await saveUnconfirmedSecret(app.db, actor.id, app.twoFactor.box.seal(secret, actor.id));
  if (!saved) throw AppError.conflict(M.alreadyEnabled);
  const uri = otpauthUri(actor.user.email, secret);
  return { secret, otpauth_uri: uri, qr_code: await qrCodeDataUrl(uri) };
}

/**
 * The first code proves the app holds the secret: two-factor sign-in is on from here, and the
 * recovery codes are answered in clear this once (only their hashes are kept).
 */
export async function confirmSetup(
  app: FastifyInstance,
  actor: SessionActor,
  code: string,
  context: { ip: string; requestId: string },
): Promise<string[]> {
  const credential = await findCredential(app.db, actor.id);
  if (credential?.confirmedAt) throw AppError.conflict(M.alreadyEnabled);
  if (!credential) throw AppError.conflict(M.notStarted);
  const attempt = await claimCodeAttempt(app.db, app.config.loginThrottle, actor.id, context.ip);
  const secret = app.twoFactor.box.open(credential.secret, actor.id);
  const step = secret ? await verifyTotp(secret, code, null) : null;
  if (step === null) throw AppError.field('code', M.invalidCode);
  const codes = newRecoveryCodes();
  await app.db.transaction(async (tx) => {
    if (!(await confirmCredential(tx, actor.id, step))) throw AppError.conflict(M.alreadyEnabled);
    await replaceRecoveryCodes(tx, actor.id, codes.map(hashNewRecoveryCode));
    // This session proved the factor; the person's other sessions (a password alone) end.
    await markSecondFactor(tx, actor.sessionId);
    await deleteOtherSessions(tx, actor.id, actor.sessionId);
    await sendTwoFactorNotice(app, tx, actor.user, 'enabled');
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'auth.two_factor.enabled',
      targetType: 'user',
      targetId: actor.id,
      requestId: context.requestId,
    });
  });
  await releaseLoginAttempt(app.db, attempt);
  await deliverSoon(app);
  return codes;
}

/** Runs a second-factor check, given the database (or transaction) to check and spend it in. */
export type SecondFactorRun = (check: (db: Db) => Promise<boolean>) => Promise<boolean>;

/**
 * Checks a second factor of `userId`: a TOTP code later than the last one used, or an unused
 * recovery code, which is spent. Each check is claimed first (per person and per IP, 429 past
 * the limit, parallel requests included); a wrong one stays counted, a right one is forgotten.
 * `run` lets the caller check inside its own transaction (the sign-in locks its challenge first).
 */
export async function verifySecondFactor(
  app: FastifyInstance,
  userId: number,
  factor: SecondFactor,
  ip: string,
  run: SecondFactorRun = (check) => check(app.db),
): Promise<'code' | 'recovery_code'> {
  const attempt = await claimCodeAttempt(app.db, app.config.loginThrottle, userId, ip);
  const field = factor.code !== undefined ? 'code' : 'recovery_code';
  const ok = await run((db) =>
    factor.code !== undefined
      ? useTotpCode(app, db, userId, factor.code)
      : spendRecoveryCode(db, userId, factor.recovery_code ?? ''),
  );
  if (!ok) throw AppError.field(field, M.invalidCode);
  await releaseLoginAttempt(app.db, attempt);
  return field;
}

async function useTotpCode(app: FastifyInstance, db: Db, userId: number, code: string): Promise<boolean> {
  const credential = await findCredential(db, userId);
  if (!credential?.confirmedAt) return false;
  const secret = app.twoFactor.box.open(credential.secret, userId);
  const step = secret ? await verifyTotp(secret, code, credential.lastStep) : null;
  return step !== null && (await useStep(db, userId, step));
}

async function spendRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  return code !== '' && (await useRecoveryCode(db, userId, hashRecoveryCode(code)));
}

/** Turning it off takes the password and a second factor (a stolen session alone cannot). */
export async function disableTwoFactor(
  app: FastifyInstance,
  actor: SessionActor,
  body: SecondFactor & { password: string },
  context: { ip: string; requestId: string },
): Promise<void> {
  const credential = await findCredential(app.db, actor.id);
  if (!credential?.confirmedAt) throw AppError.conflict(M.notEnabled);
  await confirmPassword(app, actor, body.password, {
    ip: context.ip,
    field: 'password',
    message: MESSAGES.account.wrongPassword,
  });
  await verifySecondFactor(app, actor.id, body, context.ip);
  await app.db.transaction(async (tx) => {
    if (!(await deleteTwoFactor(tx, actor.id))) throw AppError.conflict(M.notEnabled);
    await clearSecondFactor(tx, actor.id);
    await sendTwoFactorNotice(app, tx, actor.user, 'disabled');
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'auth.two_factor.disabled',
      targetType: 'user',
      targetId: actor.id,
      requestId: context.requestId,
    });
  });
  await deliverSoon(app);
}
