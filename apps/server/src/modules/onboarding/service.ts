import { checkStageChange, type OnboardingStage } from '@kazi/shared/onboarding/rules';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/repository.ts';
import { completenessInput } from '../users/completeness.ts';
import { findUserDetails, type UserDetails } from '../users/repository.ts';
import { moveStage } from './repository.ts';

/**
 * Moves a person's onboarding stage one step when the rules allow it: a conditional
 * update on the stage read, so two tabs racing cannot skip a step (the loser gets 409), with an
 * audit row. The same stage again changes nothing.
 */
export async function changeStage(
  db: Db,
  userId: number,
  to: OnboardingStage,
  requestId: string,
): Promise<UserDetails> {
  return db.transaction(async (tx) => {
    const details = await findUserDetails(tx, userId);
    if (!details) throw AppError.notFound();
    const from = details.user.onboardingStage;
    const check = checkStageChange(completenessInput(details), from, to);
    if (!check.ok) {
      throw check.status === 409 ? AppError.conflict(check.message) : AppError.field('stage', check.message);
    }
    if (from === to) return details;
    const row = await moveStage(tx, userId, from, to);
    if (!row) throw AppError.conflict();
    await recordAudit(tx, {
      actorId: userId,
      action: 'onboarding.stage',
      targetType: 'user',
      targetId: userId,
      before: { stage: from },
      after: { stage: to },
      requestId,
    });
    return { ...details, user: row };
  });
}
