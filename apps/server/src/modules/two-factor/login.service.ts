import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { UserRow } from '../auth/service.ts';
import {
  createChallenge,
  deleteChallenge,
  findChallengeUser,
  lockChallenge,
} from './challenge.repository.ts';
import { sendTwoFactorNotice } from './notices.ts';
import { countUnusedRecoveryCodes, hasTwoFactor } from './repository.ts';
import { type SecondFactor, verifySecondFactor } from './service.ts';

export { CHALLENGE_MS } from './challenge.repository.ts';

const challengeExpired = () => AppError.field('non_field_errors', MESSAGES.twoFactor.challengeExpired);

/**
 * After the right password: a person with a second factor gets a pending sign-in (it replaces
 * the browser's `previous` one) and its token; anyone else gets null and signs in now.
 */
export async function startPendingSignIn(db: Db, userId: number, previous?: string): Promise<string | null> {
  if (!(await hasTwoFactor(db, userId))) return null;
  if (previous) await deleteChallenge(db, previous);
  return createChallenge(db, userId);
}

export interface PendingSignIn {
  token: string;
  user: UserRow;
}

/** The live pending sign-in behind the cookie's `token`; 400 `non_field_errors` when there is none. */
export async function findPendingSignIn(db: Db, token: string | undefined): Promise<PendingSignIn> {
  const user = token ? await findChallengeUser(db, token) : null;
  if (!token || !user) throw challengeExpired();
  return { token, user };
}

/**
 * Checks the second factor against the pending sign-in and spends both. The challenge is locked
 * before the code is checked and spent with it: of parallel requests on one challenge, one signs
 * in and the others spend no code of theirs. A recovery code used is told to the person.
 */
export function passPendingSignIn(
  app: FastifyInstance,
  { token, user }: PendingSignIn,
  factor: SecondFactor,
  ip: string,
): Promise<'code' | 'recovery_code'> {
  return verifySecondFactor(app, user.id, factor, ip, (check) =>
    app.db.transaction(async (tx) => {
      if (!(await lockChallenge(tx, token, user.id))) throw challengeExpired();
      const ok = await check(tx);
      if (!ok) return false;
      await deleteChallenge(tx, token);
      if (factor.recovery_code !== undefined) {
        const count = await countUnusedRecoveryCodes(tx, user.id);
        await sendTwoFactorNotice(app, tx, user, 'recovery_code_used', { count });
      }
      return true;
    }),
  );
}
