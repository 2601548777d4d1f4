import { eq } from 'drizzle-orm';
import { loginChallenges, recoveryCodes, twoFactorCredentials } from '../../db/schema/index.ts';
import type { PersonalDataPurger } from '../accounts/purgers.ts';

/** A deactivated person's authenticator secret, recovery codes and pending sign-ins go (ADR 019). */
export const twoFactorPurger: PersonalDataPurger = {
  name: 'two-factor',
  async purge(tx, subject) {
    await tx.delete(loginChallenges).where(eq(loginChallenges.userId, subject.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, subject.id));
    await tx.delete(twoFactorCredentials).where(eq(twoFactorCredentials.userId, subject.id));
  },
};
