import { z } from 'zod';
import { ONBOARDING_STAGES } from './rules.ts';

/** POST me/onboarding/: move to the next (or previous) stage. */
export const onboardingBody = z.object({ stage: z.enum(ONBOARDING_STAGES) }).strict();
