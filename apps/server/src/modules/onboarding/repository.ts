import type { OnboardingStage } from '@kazi/shared/onboarding/rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UserRow } from '../users/repository.ts';

/** Moves the stage only if it is still `from` (a conditional update); null when another write won. */
export async function moveStage(
  db: Db,
  userId: number,
  from: OnboardingStage,
  to: OnboardingStage,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ onboardingStage: to })
    .where(and(eq(users.id, userId), eq(users.onboardingStage, from)))
    .returning();
  return row ?? null;
}
