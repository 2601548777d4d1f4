import { type OnboardingStage, STAGE_PATHS } from '@kazi/shared/onboarding/rules';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useUser } from '@/features/auth/api/use-user.ts';

/**
 * Each step shows only while the stored stage is its own ("Each step redirects to
 * the route of the stored stage when they do not match"); `finish` leads to the dashboard.
 */
export function StageGate({ stage, children }: { stage: OnboardingStage; children: ReactNode }) {
  const user = useUser();
  if (user.onboarding_stage !== stage) return <Navigate to={STAGE_PATHS[user.onboarding_stage]} replace />;
  return children;
}
